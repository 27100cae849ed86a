import WaypointCore

/// The navigation links of iOS 13 to 15: pushed while a Boolean is true, or while a selection
/// equals the link's tag. They behave as `navigationDestination(isPresented:)` does: tapping sets
/// the binding, popping resets it.
extension NavigationLink {
  /// Creates a link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(target: .flag(isActive, destination()), label: label())
  }

  /// Creates a link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination()), label: label())
  }

  /// Creates a link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.init(target: .flag(isActive, destination), label: label())
  }

  /// Creates a link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination), label: label())
  }

  /// Sets whether the destination shows in the detail column of a split view (iOS); recorded —
  /// Waypoint shows a link's destination where its container shows it.
  @available(*, deprecated, message: "Use NavigationSplitView instead")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use NavigationSplitView instead"
  )
  @available(macOS, unavailable)
  nonisolated public func isDetailLink(_ isDetailLink: Bool) -> some View {
    recorded(".isDetailLink(\(isDetailLink))")
  }
}

extension NavigationLink where Label == Text {
  /// Creates a text link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  nonisolated public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(target: .flag(isActive, destination()), label: Text(titleKey))
  }

  /// Creates a text link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(target: .flag(isActive, destination()), label: Text(title))
  }

  /// Creates a text link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  nonisolated public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination()), label: Text(titleKey))
  }

  /// Creates a text link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination()), label: Text(title))
  }

  /// Creates a text link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  nonisolated public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(target: .flag(isActive, destination), label: Text(titleKey))
  }

  /// Creates a text link that pushes `destination` while `isActive` is true.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol>(
    _ title: S, destination: Destination, isActive: Binding<Bool>
  ) {
    self.init(target: .flag(isActive, destination), label: Text(title))
  }

  /// Creates a text link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  nonisolated public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination), label: Text(titleKey))
  }

  /// Creates a text link that pushes `destination` while `selection` equals `tag`.
  @available(
    *, deprecated,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    iOS, introduced: 13.0, deprecated: 16.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 13.0,
    message:
      "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView"
  )
  @_disfavoredOverload
  nonisolated public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(target: .flag(selection.isSelected(tag), destination), label: Text(title))
  }
}

extension Binding {
  /// A Boolean binding that is true while this optional selection equals `tag`; setting it true
  /// selects `tag`, setting it false clears the selection if `tag` was selected.
  nonisolated func isSelected<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
    Binding<Bool>(
      get: { self.wrappedValue == tag },
      set: { isSelected in
        if isSelected {
          self.wrappedValue = tag
        } else if self.wrappedValue == tag {
          self.wrappedValue = nil
        }
      })
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a link to the destination of a value, labelled with a string resource.
  @_disfavoredOverload
  public init<P: Hashable>(_ titleResource: LocalizedStringResource, value: P?) {
    self.init(value: value) { Text(titleResource) }
  }

  /// Creates a link to the destination of a codable value, labelled with a string resource.
  @_disfavoredOverload
  public init<P: Hashable & Codable>(_ titleResource: LocalizedStringResource, value: P?) {
    self.init(value: value) { Text(titleResource) }
  }
}

extension NavigationLink where Label == Text {
  /// Creates a link that pushes a destination view, labelled with a string resource.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination
  ) {
    self.init(target: .view(destination()), label: Text(titleResource))
  }
}
