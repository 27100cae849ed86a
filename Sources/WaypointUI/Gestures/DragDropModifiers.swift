import Foundation

#if canImport(UniformTypeIdentifiers)
  import UniformTypeIdentifiers
#endif

// No renderer drags or drops yet: these modifiers record what the view offers and accepts.

extension View {
  /// Accepts drops of items of `supportedContentTypes`, calling `action` with their providers
  /// (recorded: nothing is dropped in a terminal).
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    recorded(".onDrop(of: \(dropTypes(supportedContentTypes.map(\.identifier))))")
  }

  /// Accepts drops of items of `supportedContentTypes`, calling `action` with their providers
  /// and location (recorded).
  nonisolated public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    recorded(".onDrop(of: \(dropTypes(supportedContentTypes.map(\.identifier))))")
  }

  /// Accepts drops of items of `supportedContentTypes`, as `delegate` decides (recorded).
  nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View
  {
    recorded(".onDrop(of: \(dropTypes(supportedContentTypes.map(\.identifier))), delegate)")
  }

  /// Accepts drops of items of the type identifiers `supportedTypes` (recorded).
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  nonisolated public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    recorded(".onDrop(of: \(dropTypes(supportedTypes)))")
  }

  /// Accepts drops of items of the type identifiers `supportedTypes`, with their location
  /// (recorded).
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  nonisolated public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    recorded(".onDrop(of: \(dropTypes(supportedTypes)))")
  }

  /// Accepts drops of items of the type identifiers `supportedTypes`, as `delegate` decides
  /// (recorded).
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate)
    -> some View
  {
    recorded(".onDrop(of: \(dropTypes(supportedTypes)), delegate)")
  }

  /// Accepts drops of `T` values, calling `action` with them and their location (recorded).
  @available(*, deprecated, message: "Use dropDestination(for:isEnabled:action:) instead.")
  @_disfavoredOverload
  nonisolated public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self,
    action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
    isTargeted: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    recorded(".dropDestination(for: \(_typeName(T.self, qualified: false)).self)")
  }

  /// Accepts drops of `T` values while `isEnabled`, calling `action` with them and the drop
  /// session (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func dropDestination<T: Transferable>(
    for type: T.Type = T.self, isEnabled: Bool = true,
    action: @escaping (_ items: [T], _ session: DropSession) -> Void
  ) -> some View {
    recorded(
      ".dropDestination(for: \(_typeName(T.self, qualified: false)).self, isEnabled: \(isEnabled))")
  }

  /// Calls `onUpdate` as a drop over this view changes (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func onDropSessionUpdated(_ onUpdate: @escaping (DropSession) -> Void)
    -> some View
  {
    recorded(".onDropSessionUpdated(onUpdate)")
  }

  /// Sets what a drop on this view does (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func dropConfiguration(
    _ configuration: @escaping (DropSession) -> DropConfiguration
  ) -> some View {
    recorded(".dropConfiguration(configuration)")
  }

  /// Makes this view draggable, offering `payload` (recorded as `.onDrag`, as no renderer
  /// drags yet).
  nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some View
  {
    attribute(.draggable)
  }

  /// Makes this view draggable, offering `payload` and showing `preview` while dragged
  /// (recorded as `.onDrag`).
  nonisolated public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    attribute(.draggable)
  }

  /// Makes this view draggable, offering what `data` provides and showing `preview` while
  /// dragged (recorded as `.onDrag`).
  nonisolated public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    attribute(.draggable)
  }

  /// Calls `onUpdate` as a drag from this view changes (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func onDragSessionUpdated(_ onUpdate: @escaping (DragSession) -> Void)
    -> some View
  {
    recorded(".onDragSessionUpdated(onUpdate)")
  }

  /// Sets the operations a drag from this view allows (recorded).
  @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
  nonisolated public func dragConfiguration(_ configuration: DragConfiguration) -> some View {
    recorded(".dragConfiguration(\(configuration.debugDescription))")
  }
}

/// Type identifiers as Swift source: `["public.plain-text"]`.
private func dropTypes(_ identifiers: [String]) -> String {
  "[\(identifiers.map(\.debugDescription).joined(separator: ", "))]"
}
