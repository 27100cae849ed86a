import WaypointCore

/// A `.link` element that, when tapped, pushes onto the enclosing navigation stack, or in a split
/// view's column list selects its row.
///
/// A value link appends its value to the surrounding stack's path; the stack shows the
/// destination declared for the value's type. A view-based link pushes its destination view
/// directly (it cannot be deep linked or restored; Waypoint reports it).
public struct NavigationLink<Label: View, Destination: View> {
  enum Target {
    case value(PushRequest?)
    case view(Destination)
    /// The deprecated `isActive:` and `tag:selection:` forms: the destination is pushed while
    /// the binding is true, as `navigationDestination(isPresented:)` pushes it.
    case flag(Binding<Bool>, Destination)
  }

  let target: Target
  let label: Label
}

extension NavigationLink where Destination == Never {
  /// A link that appends `value` to the stack's path when tapped, which shows the destination
  /// declared for its type; with nil, or no destination for the type, the link is disabled.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    let request: PushRequest? = if let value { PushRequest(hashable: value) } else { nil }
    self.init(target: .value(request), label: label())
  }

  /// A link that appends `value` to the path as a codable entry, so the path can still be saved and
  /// restored; nil disables it.
  public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) {
    let request: PushRequest? = if let value { PushRequest(codable: value) } else { nil }
    self.init(target: .value(request), label: label())
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A value link labelled with `titleKey` looked up as a localization key.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A value link labelled `title` verbatim.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }

  /// A codable value link labelled with `titleKey` looked up as a localization key.
  public init<P: Hashable & Codable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }

  /// A codable value link labelled `title` verbatim.
  public init<S: StringProtocol, P: Hashable & Codable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink {
  /// A link that pushes the view `destination` builds; Waypoint reports it, as a pushed view cannot
  /// be restored or deep linked.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(target: .view(destination()), label: label())
  }

  /// The deprecated form taking the view itself; it pushes `destination` as the closure form does.
  @available(*, deprecated, message: "Pass a closure as the destination")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(target: .view(destination), label: label())
  }
}

extension NavigationLink where Label == Text {
  /// A link labelled with `titleKey` looked up as a localization key, pushing the view
  /// `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(target: .view(destination()), label: Text(titleKey))
  }

  /// A link labelled `title` verbatim, pushing the view `destination` builds.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(target: .view(destination()), label: Text(title))
  }

  /// The deprecated form of `init(_:destination:)` for a localization key, taking the view itself.
  @available(*, deprecated, message: "Pass a closure as the destination")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(target: .view(destination), label: Text(titleKey))
  }

  /// The deprecated form of `init(_:destination:)` for a string title, taking the view itself.
  @available(*, deprecated, message: "Pass a closure as the destination")
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  @available(
    macOS, introduced: 10.15, deprecated: 100000.0, message: "Pass a closure as the destination"
  )
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(target: .view(destination), label: Text(title))
  }
}

extension PushRequest {
  init<P: Hashable>(hashable value: P) {
    self.init(
      tag: ElementTag.of(AnyHashable(value), isExplicit: true),
      appender: HashablePushAppender<P>.self)
  }

  init<P: Hashable & Codable>(codable value: P) {
    self.init(
      tag: ElementTag.of(AnyHashable(value), isExplicit: true),
      appender: CodablePushAppender<P>.self)
  }
}

extension NavigationLink: View, PrimitiveView {
  /// A link has no body.
  public var body: Never { primitiveBody(Self.self) }

  package func update(in node: Node) {
    let container = node.environment.navigationContainer
    if container == nil { node.graph.diagnostics.record(.linkOutsideStack) }
    container?.destinations.watch(node)
    switch target {
    case .value:
      node.actionTarget.setResponder(Self.self, for: node)
    case .view(let destination):
      node.graph.diagnostics.record(.viewBasedLink)
      let link = node.serial
      node.actionTarget.setAction { action in
        guard action == .tap, let container else { return }
        container.showDestination(view: AnyView(destination), fromLink: link)
      }
    case .flag(let isActive, let destination):
      node.actionTarget.setAction { action in
        guard action == .tap, container != nil else { return }
        isActive.wrappedValue = true
      }
      let presenting = label.modifier(
        FlagDestinationModifier(isPresented: isActive, content: destination))
      node.reconcile { $0.add(presenting, key: .index(0)) }
      return
    }
    node.reconcile { $0.add(label, key: .index(0)) }
  }

  package func output(in node: Node) -> NodeOutput {
    let content = node.childrenOutput()
    var isActive = node.environment.isEnabled
    var tag: ElementTag?
    if let destinations = node.environment.navigationContainer?.destinations {
      if case .value(let request) = target {
        if let request {
          tag = request.tag
          if selectingList(in: node, for: request) == nil {
            if destinations.isResolved, !destinations.hasDestination(for: request.type) {
              isActive = false
            }
            reportMissingDestination(for: request, in: node, destinations: destinations)
          }
        } else {
          isActive = false
        }
      }
    } else {
      isActive = false
    }
    // The tag (for `List(selection:)`) is made with the element, not added to a copy: every
    // open tab would keep both for each link.
    let element = node.makeElement(
      role: .link, children: content.elements, actions: [.tap], isEnabled: isActive, tag: tag)
    return NodeOutput(elements: [element], preferences: content.preferences)
  }
}

extension NavigationLink: NodeActionResponder {
  /// A tap on a link to a value selects it in the column's list that takes it, else shows its
  /// destination: read from the link's node when the tap comes, so no closure is kept per link.
  package static func perform(_ action: ElementAction, on element: Element?, in node: Node) {
    guard action == .tap, let link = (node as? ViewNode<Self>)?.view,
      case .value(let request?) = link.target,
      let container = node.environment.navigationContainer
    else { return }
    if let list = link.selectingList(in: node, for: request) {
      list.select(request.tag)
    } else {
      container.showDestination(request)
    }
  }
}

extension NavigationLink {
  /// The list whose selection the link sets instead of presenting: in a split view's column,
  /// a list with a selection of the link's value type.
  @MainActor private func selectingList(in node: Node, for request: PushRequest?) -> ListState? {
    guard let request, node.environment.navigationContainer?.linksSelectListRows == true,
      let list = node.environment.selectingList?.state,
      list.accepts(request.tag)
    else { return nil }
    return list
  }

  /// Reports, once the container knows its destinations, a link whose type has none; in a
  /// column's list with a selection of another type, says that the selection does not match.
  @MainActor private func reportMissingDestination(
    for request: PushRequest, in node: Node, destinations: DestinationCatalog
  ) {
    let diagnostics = node.graph.diagnostics
    let typeName = TypeName.qualified(request.type)
    let list = node.environment.selectingList?.state
    let selectionType =
      node.environment.navigationContainer?.linksSelectListRows == true
      ? list?.selectionTypeName : nil
    destinations.reportIfMissing(request.type) {
      if let selectionType {
        diagnostics.record(
          .columnLinkWithoutTarget(valueType: typeName, selectionType: selectionType))
      } else {
        diagnostics.record(.linkWithoutDestination(typeName: typeName))
      }
    }
  }
}
