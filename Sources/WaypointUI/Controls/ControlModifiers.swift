import Foundation
import WaypointCore

extension View {
  /// Hides the labels of the controls in this view, keeping them for accessibility (recorded:
  /// renderers decide how a hidden label shows).
  nonisolated public func labelsHidden() -> some View {
    setting(\.labelsVisibility, .hidden, recording: ".labelsHidden()")
  }

  /// Sets the size of the controls in this view: the environment's `controlSize` below
  /// (recorded: a terminal has one size).
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    setting(\.controlSize, controlSize, recording: ".controlSize(\(controlSize))")
  }

  /// Keeps the environment's `controlSize` below within `range` (recorded).
  nonisolated public func controlSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == ControlSize {
    let allowed = ControlSize.allCases.filter(range.contains)
    return transformEnvironment(\.controlSize) { size in
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
    .recorded(".controlSize(\(Self.sizeRange(range)))")
  }

  private nonisolated static func sizeRange<T: RangeExpression>(_ range: T) -> String
  where T.Bound == ControlSize {
    let all = ControlSize.allCases.filter(range.contains)
    guard let first = all.first, let last = all.last else { return "[]" }
    return "\(first)...\(last)"
  }

  /// Gives the controls in this view the keyboard shortcut `key` with `modifiers`: a renderer
  /// that takes keys presses the first of them (the terminal maps Command and Control to Ctrl,
  /// Option to Alt), and so does `ViewHost.press(_:)`.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> some View {
    let shortcut = KeyboardShortcut(key, modifiers: modifiers)
    return setting(\.keyboardShortcut, shortcut, attribute: .keyboardShortcut(shortcut))
  }

  /// Gives the controls in this view the keyboard shortcut `key` with `modifiers`, adapted to
  /// the keyboard layout by `localization` (the layout is the terminal's own: kept as data).
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    let shortcut = KeyboardShortcut(key, modifiers: modifiers, localization: localization)
    return setting(\.keyboardShortcut, shortcut, attribute: .keyboardShortcut(shortcut))
  }

  /// Gives the controls in this view `shortcut`.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    setting(\.keyboardShortcut, shortcut, attribute: .keyboardShortcut(shortcut))
  }

  /// Gives the controls in this view `shortcut`, or none when it is nil (the view keeps its
  /// identity either way).
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    setting(\.keyboardShortcut, shortcut, attribute: shortcut.map { .keyboardShortcut($0) })
  }

  /// Records `.buttonBorderShape(_:)` with `shape` for the bordered buttons in this view; it
  /// is not put in the environment, so no button below reads it.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    recorded(".buttonBorderShape(\(shape))")
  }

  /// Sets whether buttons in this view repeat their action while held: the environment's
  /// `buttonRepeatBehavior` below (recorded).
  nonisolated public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    setting(\.buttonRepeatBehavior, behavior, recording: ".buttonRepeatBehavior(\(behavior))")
  }

  /// Sets how buttons in this view size themselves: the environment's `buttonSizing` below
  /// (recorded).
  nonisolated public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    setting(\.buttonSizing, sizing, recording: ".buttonSizing(\(sizing))")
  }

  /// Sets the order of the items of menus in this view (recorded: menus here list their items
  /// in the order they are declared).
  nonisolated public func menuOrder(_ order: MenuOrder) -> some View {
    setting(\.menuOrder, order, recording: ".menuOrder(\(order))")
  }

  /// Shows or hides the indicator of menus in this view: the environment's
  /// `menuIndicatorVisibility` below (recorded).
  nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
    setting(\.menuIndicatorVisibility, visibility, recording: ".menuIndicator(.\(visibility))")
  }

  /// Shows `count` as this list row's or tab's badge; zero shows none (recorded).
  nonisolated public func badge(_ count: Int) -> some View {
    recorded(count == 0 ? ".badge(0)" : ".badge(\(count))")
  }

  /// Shows `label` as this list row's or tab's badge; nil shows none (recorded).
  nonisolated public func badge(_ label: Text?) -> some View {
    recorded(".badge(\(label.map { $0.plainText.debugDescription } ?? "nil"))")
  }

  /// Shows the localized `key` as this list row's or tab's badge; nil shows none (recorded).
  nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
    recorded(".badge(\(key.map { $0.resolved.debugDescription } ?? "nil"))")
  }

  /// Shows `label` as this list row's or tab's badge; nil shows none (recorded).
  @_disfavoredOverload
  nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
    recorded(".badge(\(label.map { String($0).debugDescription } ?? "nil"))")
  }

  /// Sets how prominent the badges in this view are (recorded).
  nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    setting(\.badgeProminence, prominence, recording: ".badgeProminence(\(prominence))")
  }

  /// Keeps this row from being deleted by its list's delete action (recorded).
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View {
    recorded(".deleteDisabled(\(isDisabled))")
  }

  /// Keeps this row from being moved by its list's move action (recorded).
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View {
    recorded(".moveDisabled(\(isDisabled))")
  }

  /// Keeps this row from being selected in its list (recorded).
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    recorded(".selectionDisabled(\(isDisabled))")
  }

  /// Keeps submissions of text fields in this view from reaching `onSubmit` actions set
  /// outside it, while `isBlocking` is true.
  nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View {
    transformEnvironment(\.submitActions) { if isBlocking { $0 = [] } }
  }

  /// Marks this view's content as out of date until a widget's timeline updates it (recorded).
  nonisolated public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    recorded(".invalidatableContent(\(invalidatable))")
  }

  /// Shows or hides the thumbs of sliders in this view (recorded).
  nonisolated public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
    recorded(".sliderThumbVisibility(.\(visibility))")
  }
}

extension View {
  /// Adds actions to this view, and a preview shown with them (the actions are offered as the
  /// view's context menu; the preview is not drawn here).
  nonisolated public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }

  /// Adds the items of `contextMenu` to this view as its context menu; nil adds none.
  @available(*, deprecated, message: "use contextMenu(menuItems:)")
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use contextMenu(menuItems:)")
  @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use contextMenu(menuItems:)")
  @available(tvOS, introduced: 14.0, deprecated: 100000.0, message: "use contextMenu(menuItems:)")
  @available(
    watchOS, introduced: 6.0, deprecated: 7.0, message: "use contextMenu(menuItems:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 100000.0, message: "use contextMenu(menuItems:)"
  )
  nonisolated public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?)
    -> some View
  {
    self.contextMenu { contextMenu?.menuItems }
  }

  /// Adds a menu of actions on the selected items of the list or table this view is in
  /// (recorded: the menu is not offered here, as it needs the items a click lands on).
  nonisolated public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    recorded(".contextMenu(forSelectionType: \(I.self).self)")
  }
}

extension View {
  /// Styles the forms below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func formStyle<S: FormStyle>(_ style: S) -> some View {
    installingFormStyle(style)
  }

  /// Styles the gauges below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    installingGaugeStyle(style)
  }

  /// Styles the date pickers below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    installingDatePickerStyle(style)
  }

  /// Styles the menus below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    installingMenuStyle(style)
  }

  /// Styles the control groups below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    installingControlGroupStyle(style)
  }

  /// Styles the disclosure groups below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    installingDisclosureGroupStyle(style)
  }

  /// Styles the labeled contents below: a built-in style is recorded by name, a custom one's
  /// `makeBody` is drawn in place of each.
  nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    installingLabeledContentStyle(style)
  }
}

extension PrimitiveButtonStyleConfiguration {
  /// The button's label as a primitive style receives it: the same type a `ButtonStyle` gets.
  public typealias Label = ButtonStyleConfiguration.Label
}
