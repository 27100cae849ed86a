import Foundation

/// A drag in progress from a view, as `onDragSessionUpdated` reports it.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DragSession: Identifiable, @unchecked Sendable {
  /// Where the drag is.
  public enum Phase: Sendable, Hashable, CustomStringConvertible {
    /// The drag is about to begin.
    case initial
    /// The drag is moving.
    case active
    /// The drag is ending with an operation.
    case ending(DropOperation)
    /// The drag ended with an operation.
    case ended(DropOperation)
    /// The dropped data has been transferred.
    case dataTransferCompleted

    /// The phase as Swift source.
    public var description: String {
      switch self {
      case .initial: ".initial"
      case .active: ".active"
      case .ending(let operation): ".ending(.\(operation))"
      case .ended(let operation): ".ended(.\(operation))"
      case .dataTransferCompleted: ".dataTransferCompleted"
      }
    }
  }

  /// A drag's identity.
  public struct ID: Sendable, Hashable, CustomDebugStringConvertible {
    let value: UUID
    /// The identity as text.
    public var debugDescription: String { "DragSession.ID(\(value.uuidString))" }
  }

  /// The drag's identity.
  public var id: ID { identity }
  /// Where the drag is.
  public var phase: Phase { currentPhase }
  /// The index of the item the drag started from.
  public var draggedItemIndex: Int { itemIndex }
  /// Where the drag is, in the view's space.
  public var location: CGPoint

  let identity: ID
  let currentPhase: Phase
  let itemIndex: Int
  let itemIDs: [AnyHashable]

  /// The identifiers of the dragged items that are of `type`.
  public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
    itemIDs.compactMap { $0.base as? ItemID }
  }
}

/// A drop in progress over a view, as `onDropSessionUpdated` reports it.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DropSession: Identifiable, @unchecked Sendable, CustomDebugStringConvertible {
  /// A drag that started in this app.
  public struct LocalSession: @unchecked Sendable {
    let itemIDs: [AnyHashable]
    /// The identifiers of the dragged items that are of `type`.
    public func draggedItemIDs<ItemID: Hashable>(for type: ItemID.Type) -> [ItemID] {
      itemIDs.compactMap { $0.base as? ItemID }
    }
  }

  /// A drop's identity.
  public struct ID: Sendable, Hashable, CustomStringConvertible {
    let value: UUID
    /// The identity as text.
    public var description: String { "DropSession.ID(\(value.uuidString))" }
  }

  /// Where the drop is.
  public enum Phase: Sendable, Hashable, CustomStringConvertible {
    /// The drop entered the view.
    case entering
    /// The drop is moving over the view.
    case active
    /// The drop left the view.
    case exiting
    /// The drop ended with an operation.
    case ended(DropOperation)
    /// The dropped data has been transferred.
    case dataTransferCompleted

    /// The phase as Swift source.
    public var description: String {
      switch self {
      case .entering: ".entering"
      case .active: ".active"
      case .exiting: ".exiting"
      case .ended(let operation): ".ended(.\(operation))"
      case .dataTransferCompleted: ".dataTransferCompleted"
      }
    }
  }

  /// The drop's identity.
  public var id: ID { identity }
  /// Where the drop is.
  public var phase: Phase { currentPhase }
  /// The drag that started in this app, if it did.
  public var localSession: LocalSession?
  /// How many items are dropped.
  public var itemsCount: Int
  /// The operations the drag suggests.
  public var suggestedOperations: DropOperation.Set
  /// The size of the dragged items' preview.
  public var size: CGSize
  /// Where the drop is, in the view's space.
  public var location: CGPoint

  let identity: ID
  let currentPhase: Phase

  /// The drop as a short phrase.
  public var debugDescription: String {
    "DropSession(phase: \(phase), itemsCount: \(itemsCount))"
  }
}

/// The operations a drag from a view allows.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DragConfiguration: Sendable, CustomDebugStringConvertible {
  /// The operations allowed when dropping inside the app.
  public struct OperationsWithinApp: Sendable {
    /// Whether items may be copied.
    public var allowCopy: Bool
    /// Whether items may be moved.
    public var allowMove: Bool
    /// Whether items may be deleted.
    public var allowDelete: Bool
    /// Whether items may be linked.
    public var allowAlias: Bool = false

    /// The given operations.
    public init(allowCopy: Bool = true, allowMove: Bool = false, allowDelete: Bool = false) {
      self.allowCopy = allowCopy
      self.allowMove = allowMove
      self.allowDelete = allowDelete
    }

    /// Copying, and moving if `allowMove`.
    public init(allowMove: Bool = false) {
      self.init(allowCopy: true, allowMove: allowMove, allowDelete: false)
    }
  }

  /// The operations allowed when dropping outside the app.
  public struct OperationsOutsideApp: Sendable {
    /// Whether items may be copied.
    public var allowCopy: Bool
    /// Whether items may be moved.
    public var allowMove: Bool
    /// Whether items may be deleted.
    public var allowDelete: Bool
    /// Whether items may be linked.
    public var allowAlias: Bool = false

    /// The given operations.
    public init(allowCopy: Bool = true, allowMove: Bool = false, allowDelete: Bool = false) {
      self.allowCopy = allowCopy
      self.allowMove = allowMove
      self.allowDelete = allowDelete
    }

    /// Copying if `allowCopy`.
    public init(allowCopy: Bool = true) {
      self.init(allowCopy: allowCopy, allowMove: false, allowDelete: false)
    }
  }

  /// The operations inside the app.
  public var operationsWithinApp: OperationsWithinApp
  /// The operations outside the app.
  public var operationsOutsideApp: OperationsOutsideApp

  /// The given operations inside and outside the app.
  public init(
    operationsWithinApp: OperationsWithinApp = .init(),
    operationsOutsideApp: OperationsOutsideApp = .init()
  ) {
    self.operationsWithinApp = operationsWithinApp
    self.operationsOutsideApp = operationsOutsideApp
  }

  /// Copying everywhere, and moving within the app if `allowMove`.
  public init(allowMove: Bool) {
    self.init(operationsWithinApp: OperationsWithinApp(allowMove: allowMove))
  }

  /// Copying everywhere, and moving and deleting within the app as allowed.
  public init(allowMove: Bool, allowDelete: Bool) {
    self.init(
      operationsWithinApp: OperationsWithinApp(
        allowCopy: true, allowMove: allowMove, allowDelete: allowDelete))
  }

  /// The configuration as Swift source.
  public var debugDescription: String {
    "DragConfiguration(allowMove: \(operationsWithinApp.allowMove), "
      + "allowDelete: \(operationsWithinApp.allowDelete))"
  }
}

/// What a drop on a view does.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DropConfiguration: Sendable {
  /// The operation the drop makes.
  public var operation: DropOperation
  /// How many items the view accepts, or `nil` for any number.
  public var acceptedItemCount: Int?

  /// A drop making `operation`.
  public init(operation: DropOperation) { self.operation = operation }
}
