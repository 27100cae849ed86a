// swift-format-ignore-file
// Generated, with each entry on one line.

/// Waypoint's API deprecated on every platform, as `waypoint port` finds its uses. Written by
/// `DeprecatedAPITableTests` from the sources (`WAYPOINT_WRITE_DEPRECATED_API=1`); do not edit.
enum DeprecatedAPI {
  /// Names every public declaration of which is deprecated, with the compiler's reason.
  static let names: [String: String] = [
    "ActionSheet": "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.",
    "Alert": "use `View.alert(title:isPresented:presenting::actions:) instead.",
    "AnimatableModifier": "use Animatable directly",
    "BorderlessButtonMenuStyle": "Use .menuStyle(.button) and .buttonStyle(.borderless).",
    "ColumnNavigationViewStyle": "replace styled NavigationView with NavigationSplitView",
    "ContentSizeCategory": "renamed to 'DynamicTypeSize'",
    "ContextMenu": "Use `contextMenu(menuItems:)` instead.",
    "DefaultNavigationViewStyle": "replace styled NavigationView with NavigationStack or NavigationSplitView instead",
    "DoubleColumnNavigationViewStyle": "replace styled NavigationView with NavigationSplitView instead",
    "MagnificationGesture": "renamed to 'MagnifyGesture'",
    "NavigationView": "use NavigationStack or NavigationSplitView instead",
    "NavigationViewStyle": "replace styled NavigationView with NavigationStack or NavigationSplitView instead",
    "PresentationMode": "Use EnvironmentValues.isPresented or EnvironmentValues.dismiss",
    "RotationGesture": "renamed to 'RotateGesture'",
    "StackNavigationViewStyle": "replace stack-styled NavigationView with NavigationStack",
    "accessibilityShowButtonShapes": "renamed to 'accessibilityShowBorders'",
    "actionSheet": "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.",
    "cornerRadius": "Use `clipShape` or `fill` instead.",
    "disableAutocorrection": "renamed to 'autocorrectionDisabled'",
    "easeInEaseOut": "Use easeInOut instead",
    "edgesIgnoringSafeArea": "Use ignoresSafeArea(_:edges:) instead.",
    "isDetailLink": "Use NavigationSplitView instead",
    "navigationBarHidden": "Use toolbar(.hidden)",
    "navigationBarItems": "Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement",
    "navigationBarLeading": "use topBarLeading instead",
    "navigationBarTitle": "renamed to 'navigationTitle(_:)'",
    "navigationBarTrailing": "use topBarTrailing instead",
    "navigationViewStyle": "replace styled NavigationView with NavigationStack or NavigationSplitView instead",
    "onInsert": "Provide `UTType`s as the `supportedContentTypes` instead.",
    "presentationMode": "Use isPresented or dismiss",
    "sizeCategory": "renamed to 'dynamicTypeSize'",
    "statusBar": "renamed to 'statusBarHidden(_:)'",
    "tabItem": "Use `Tab(title:image:value:content:)` and related initializers instead",
  ]

  /// Names whose methods and initializers are all deprecated, but not their properties or
  /// types (`foregroundColor`, an attribute key too): a call of one is a deprecated use.
  static let calls: [String: String] = [
    "accentColor": "Use the asset catalog's accent color or View.tint(_:) instead.",
    "accessibility": "renamed to 'accessibilityHidden(_:)'",
    "autocapitalization": "renamed to 'textInputAutocapitalization(_:)'",
    "colorScheme": "renamed to 'preferredColorScheme(_:)'",
    "foregroundColor": "renamed to 'foregroundStyle(_:)'",
  ]

  /// Names with current declarations too, by the argument labels only deprecated ones take.
  static let labels: [String: [String: String]] = [
    "CircularProgressViewStyle": [
      "tint": "Use ``View/tint(_)`` instead.",
    ],
    "InsetTableStyle": [
      "alternatesRowBackgrounds": "Use the `.inset` style with the `.alternatingRowBackgrounds()` view modifier",
    ],
    "NavigationLink": [
      "isActive": "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView",
      "selection": "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView",
      "tag": "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView",
    ],
    "SecureField": [
      "onCommit": "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter.",
    ],
    "SwitchToggleStyle": [
      "tint": "Use ``View/tint(_)`` instead.",
    ],
    "TextField": [
      "onCommit": "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.",
      "onEditingChanged": "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.",
    ],
    "ToolbarItem": [
      "showsByDefault": "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden",
    ],
    "accessibility": [
      "activationPoint": "renamed to 'accessibilityActivationPoint(_:)'",
      "addTraits": "renamed to 'accessibilityAddTraits(_:)'",
      "hidden": "renamed to 'accessibilityHidden(_:)'",
      "hint": "renamed to 'accessibilityHint(_:)'",
      "identifier": "renamed to 'accessibilityIdentifier(_:)'",
      "inputLabels": "renamed to 'accessibilityInputLabels(_:)'",
      "label": "renamed to 'accessibilityLabel(_:)'",
      "removeTraits": "renamed to 'accessibilityRemoveTraits(_:)'",
      "selectionIdentifier": "deprecated",
      "sortPriority": "renamed to 'accessibilitySortPriority(_:)'",
      "value": "renamed to 'accessibilityValue(_:)'",
    ],
    "alert": [
      "content": "use `alert(title:isPresented:presenting::actions:) instead.",
      "item": "use `alert(title:isPresented:presenting::actions:) instead.",
    ],
    "coordinateSpace": [
      "name": "use coordinateSpace(_:) instead",
    ],
    "dropDestination": [
      "isTargeted": "Use dropDestination(for:isEnabled:action:) instead.",
    ],
    "onChange": [
      "perform": "Use `onChange` with a two or zero parameter action closure instead.",
    ],
    "onLongPressGesture": [
      "pressing": "renamed to 'onLongPressGesture(minimumDuration:maximumDuration:perform:onPressingChanged:)'",
    ],
    "resetSectionOrder": [
      "for": "Use the `section` subscript and call `resetTabOrder` instead.",
    ],
    "searchable": [
      "suggestions": "Use the searchable modifier with the searchSuggestions modifier",
    ],
  ]
}
