import WaypointCore

extension View {
  /// Tells the enclosing stack how to make a screen for each pushed value of type `data`:
  /// `destination` builds it from the value.
  ///
  /// Declare it outside lazy containers, once per type, inside the stack. The extra `fileID`
  /// and `line` arguments let diagnostics name the declaration.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C,
    fileID: String = #fileID, line: Int = #line
  ) -> some View {
    modifier(
      DestinationModifier(
        destination: destination,
        location: Diagnostic.SourceLocation(fileID: fileID, line: line, column: 1)))
  }

  /// Associates a destination view with a Boolean binding: the view is pushed while the
  /// binding is true, and popping it sets the binding to false.
  nonisolated public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    modifier(FlagDestinationModifier(isPresented: isPresented, content: destination()))
  }

  /// Associates a destination view with a bound value: the view for the value is pushed while
  /// it is not nil, and popping it sets the binding to nil.
  nonisolated public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(ItemDestinationModifier(item: item, destination: destination))
  }
}

/// `navigationDestination(for:destination:)`: publishes a registration for the stack.
struct DestinationModifier<D: Hashable, C: View> {
  let destination: (D) -> C
  let location: Diagnostic.SourceLocation
}

extension DestinationModifier: PrimitiveModifier {
  func update<Content: View>(content: Content, in node: Node) {
    let box = node.primitiveState { DestinationBox(declaration: node.serial) }
    box.version += 1
    let destination = self.destination
    box.make = { value in (value.base as? D).map { AnyView(destination($0)) } }
    if node.environment.isInsideLazyContainer {
      node.graph.diagnostics.record(
        .destinationInLazyContainer(typeName: TypeName.qualified(D.self), location: location))
    }
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    guard let box = node.primitiveState(as: DestinationBox.self) else { return output }
    let registration = DestinationRegistration(
      type: D.self, typeName: TypeName.qualified(D.self), box: box,
      isInsideLazyContainer: node.environment.isInsideLazyContainer, location: location,
      register: { $0.register(D.self) })
    var registrations = output.preferences[NavigationDestinationsKey.self]
    registrations.insert(registration, at: 0)
    output.preferences.set(NavigationDestinationsKey.self, registrations)
    return output
  }
}

/// `navigationDestination(isPresented:)`.
struct FlagDestinationModifier<V: View> {
  let isPresented: Binding<Bool>
  let content: V
}

extension FlagDestinationModifier: PresentingDestination {
  func presentation() -> PresentedView? {
    guard isPresented.wrappedValue else { return nil }
    let isPresented = self.isPresented
    return PresentedView(content: AnyView(content)) { isPresented.wrappedValue = false }
  }
}

/// `navigationDestination(item:)`.
struct ItemDestinationModifier<D: Hashable, C: View> {
  let item: Binding<D?>
  let destination: (D) -> C
}

extension ItemDestinationModifier: PresentingDestination {
  func presentation() -> PresentedView? {
    guard let value = item.wrappedValue else { return nil }
    let item = self.item
    return PresentedView(content: AnyView(destination(value))) { item.wrappedValue = nil }
  }
}

/// A view a binding asks to show, and how to set the binding back.
struct PresentedView {
  let content: AnyView
  let dismiss: @MainActor () -> Void
}

/// How many times a presenting modifier was updated.
@MainActor
final class PresentationState {
  var count = 0
}

/// A destination pushed while a binding asks for it; publishes the push for the stack.
@MainActor
protocol PresentingDestination: PrimitiveModifier {
  /// The view to push now, if the binding asks for one.
  func presentation() -> PresentedView?
}

extension PresentingDestination {
  func update<Content: View>(content: Content, in node: Node) {
    let state = node.primitiveState { PresentationState() }
    state.count += 1
    if let container = node.environment.navigationContainer {
      container.showBoundDestination(node.observing { presentation() }, from: node.serial)
    }
    node.reconcile { $0.add(content, key: .index(0)) }
  }

  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    guard let state = node.primitiveState(as: PresentationState.self) else { return output }
    var presented = output.preferences[PresentedDestinationsKey.self]
    presented.insert(
      PresentedDestination(id: node.serial, version: state.count) { presentation() }, at: 0)
    output.preferences.set(PresentedDestinationsKey.self, presented)
    return output
  }
}
