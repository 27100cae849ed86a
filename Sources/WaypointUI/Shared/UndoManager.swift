import Foundation

#if !canImport(Darwin)
  /// A recorder of undo and redo operations, as Foundation declares it on Apple's platforms
  /// (Foundation on Linux lacks it). Each scene has one: `@Environment(\.undoManager)`.
  ///
  /// Operations registered outside an explicit group form a group each; undoing a group runs
  /// its operations last first, and what they register while undoing becomes the redo group.
  /// Main-actor isolated as Apple's SDK declares it, and `@preconcurrency` as an Objective-C class
  /// is: code in Swift 5 mode may call it from outside the main actor.
  @preconcurrency @MainActor
  open class UndoManager {
    private struct Operation {
      let target: ObjectIdentifier
      let run: () -> Void
    }

    private struct Group {
      var operations: [Operation] = []
      var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabledCount = 0

    /// Whether an undo is running.
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false
    /// The most groups kept for undoing; 0 keeps them all.
    open var levelsOfUndo = 0 {
      didSet { trim() }
    }
    /// Whether each registration outside an explicit group is a group of its own (there is no
    /// run loop to group a whole event's registrations here).
    open var groupsByEvent = true

    /// Creates an undo manager with nothing to undo.
    public init() {}

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.actionName ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// The menu title for undoing: "Undo" and the action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The menu title for redoing: "Redo" and the action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// "Undo" followed by `actionName`, if any.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName`, if any.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
      actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Records `handler`, to be called with `target` when the person undoes (or, while
    /// undoing, redoes) this step.
    open func registerUndo<TargetType: AnyObject>(
      withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
      guard isUndoRegistrationEnabled else { return }
      let operation = Operation(target: ObjectIdentifier(target)) { handler(target) }
      if openGroups.isEmpty {
        var group = Group()
        group.operations.append(operation)
        record(group)
      } else {
        openGroups[openGroups.count - 1].operations.append(operation)
      }
    }

    /// Names the group being recorded, or the one last recorded: "Undo Rename".
    open func setActionName(_ actionName: String) {
      if openGroups.isEmpty {
        if !undoStack.isEmpty { undoStack[undoStack.count - 1].actionName = actionName }
      } else {
        openGroups[openGroups.count - 1].actionName = actionName
      }
    }

    /// Opens a group: what is registered until `endUndoGrouping()` is undone as one step.
    open func beginUndoGrouping() {
      openGroups.append(Group())
    }

    /// Closes the innermost open group; an empty group is dropped. Ending a group that was
    /// never begun does nothing.
    open func endUndoGrouping() {
      guard let group = openGroups.popLast() else { return }
      if openGroups.isEmpty {
        if !group.operations.isEmpty { record(group) }
      } else {
        openGroups[openGroups.count - 1].operations += group.operations
        if openGroups[openGroups.count - 1].actionName.isEmpty {
          openGroups[openGroups.count - 1].actionName = group.actionName
        }
      }
    }

    /// Undoes the last group, closing an open one first.
    open func undo() {
      while !openGroups.isEmpty { endUndoGrouping() }
      undoNestedGroup()
    }

    /// Undoes the last group.
    open func undoNestedGroup() {
      guard let group = undoStack.popLast() else { return }
      isUndoing = true
      let inverse = replay(group)
      isUndoing = false
      if let inverse { redoStack.append(inverse) }
    }

    /// Redoes the last undone group.
    open func redo() {
      guard let group = redoStack.popLast() else { return }
      isRedoing = true
      let inverse = replay(group)
      isRedoing = false
      if let inverse { undoStack.append(inverse) }
    }

    /// Forgets every group.
    open func removeAllActions() {
      undoStack.removeAll()
      redoStack.removeAll()
    }

    /// Forgets every operation registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
      let id = ObjectIdentifier(target)
      func removing(_ groups: [Group]) -> [Group] {
        groups.compactMap { group in
          var group = group
          group.operations.removeAll { $0.target == id }
          return group.operations.isEmpty ? nil : group
        }
      }
      undoStack = removing(undoStack)
      redoStack = removing(redoStack)
    }

    /// Stops recording registrations until `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    /// Runs `group`'s operations last first; what they register is the group that reverses it.
    private func replay(_ group: Group) -> Group? {
      let saved = openGroups
      openGroups = [Group(actionName: group.actionName)]
      for operation in group.operations.reversed() { operation.run() }
      let inverse = openGroups.first ?? Group()
      openGroups = saved
      return inverse.operations.isEmpty ? nil : inverse
    }

    private func record(_ group: Group) {
      undoStack.append(group)
      if !isUndoing && !isRedoing { redoStack.removeAll() }
      trim()
    }

    private func trim() {
      guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
      undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }
  }
#endif
