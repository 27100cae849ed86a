import Foundation

#if !canImport(Darwin)
  /// Data offered for a drag or a copy, by type identifier. Foundation on Linux lacks it; it is
  /// accepted here so drag code compiles, and recorded (no renderer drags yet).
  open class NSItemProvider: NSObject, @unchecked Sendable {
    private var items: [(typeIdentifier: String, value: Any)] = []
    /// A name for the item, used when it is saved to a file.
    open var suggestedName: String?

    /// An empty provider.
    public override init() {}

    /// A provider of `item` as `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {
      if let item, let typeIdentifier { items = [(typeIdentifier, item)] }
    }

    /// A provider of a string, as plain text.
    public convenience init(object: NSString) {
      self.init(item: String(object), typeIdentifier: "public.utf8-plain-text")
    }

    /// The type identifiers the provider offers, in order.
    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

    /// Whether the provider offers `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
      items.contains { $0.typeIdentifier == typeIdentifier }
    }
  }
#endif

extension View {
  /// Makes this view draggable, offering what `data` provides; recorded (`.onDrag`), as no
  /// renderer drags yet.
  nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    attribute(.draggable)
  }
}
