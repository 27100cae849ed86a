/// An alert described as a value: the form before `.alert(_:isPresented:actions:)`, shown the
/// same way.
@available(
  *, deprecated, message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
@available(
  macOS, introduced: 10.15, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
@available(
  watchOS, introduced: 6.0, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
public struct Alert {
  let title: Text
  let message: Text?
  let buttons: [Button]

  /// An alert with one button (OK when none is given).
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  /// An alert whose choices are `primaryButton` then `secondaryButton`.
  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  /// A button of an alert or an action sheet.
  public struct Button {
    let label: Text
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button in the default style.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil, action: action)
    }
    /// A cancel button with the given label.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel, action: action)
    }
    /// A cancel button labelled Cancel.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(label: Text("Cancel"), role: .cancel, action: action)
    }
    /// A destructive button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive, action: action)
    }
  }
}

/// A choice of actions described as a value: the form before `.confirmationDialog`.
@available(
  *, deprecated,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
@available(
  tvOS, introduced: 13.0, deprecated: 100000.0,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
)
@available(
  watchOS, introduced: 6.0, deprecated: 100000.0,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
)
public struct ActionSheet {
  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  /// An action sheet with the given buttons (a Cancel button is added when none cancels).
  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Action sheets share `Alert.Button`: the same labels, roles and actions.
  public typealias Button = Alert.Button
}

/// The buttons of an `Alert` or `ActionSheet` value, as the button views a choice layer shows
/// (deprecated with them: only their deprecated modifiers make it).
@available(*, deprecated)
struct ValueButtons {
  let buttons: [Alert.Button]
}

@available(*, deprecated)
extension ValueButtons: View {
  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      WaypointUI.Button(role: button.role) {
        button.action?()
      } label: {
        button.label
      }
    }
  }
}

extension View {
  /// Presents the alert `content` makes while `isPresented` is true.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  nonisolated public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert)
    -> some View
  {
    modifier(
      PresentationLayerModifier(kind: .alert, isModal: true, isPresented: isPresented) {
        let alert = content()
        return ChoiceLayer(
          kind: .alert, title: alert.title.plainText, actions: ValueButtons(buttons: alert.buttons),
          message: alert.message)
      })
  }

  /// Presents the alert `content` makes for `item` while it is not nil.
  @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  nonisolated public func alert<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> Alert
  ) -> some View {
    modifier(
      PresentationLayerModifier(kind: .alert, isModal: true, item: item) { value in
        let alert = content(value)
        return ChoiceLayer(
          kind: .alert, title: alert.title.plainText, actions: ValueButtons(buttons: alert.buttons),
          message: alert.message)
      })
  }

  /// Presents the action sheet `content` makes while `isPresented` is true.
  @available(
    *, deprecated,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  nonisolated public func actionSheet(
    isPresented: Binding<Bool>, content: @escaping () -> ActionSheet
  ) -> some View {
    modifier(
      PresentationLayerModifier(
        kind: .confirmationDialog, isModal: true, isPresented: isPresented
      ) {
        let sheet = content()
        return ChoiceLayer(
          kind: .confirmationDialog, title: sheet.title.plainText,
          actions: ValueButtons(buttons: sheet.buttons), message: sheet.message)
      })
  }

  /// Presents the action sheet `content` makes for `item` while it is not nil.
  @available(
    *, deprecated,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
  )
  @available(
    tvOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  @available(
    watchOS, introduced: 6.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  nonisolated public func actionSheet<Item: Identifiable>(
    item: Binding<Item?>, content: @escaping (Item) -> ActionSheet
  ) -> some View {
    modifier(
      PresentationLayerModifier(kind: .confirmationDialog, isModal: true, item: item) { value in
        let sheet = content(value)
        return ChoiceLayer(
          kind: .confirmationDialog, title: sheet.title.plainText,
          actions: ValueButtons(buttons: sheet.buttons), message: sheet.message)
      })
  }
}
