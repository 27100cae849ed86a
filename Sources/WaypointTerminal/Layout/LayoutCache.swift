import WaypointUI

/// What one pane's layouts keep from frame to frame: the records of large containers' children,
/// their lines (`ContainerRecord`) and what they hold (`FlagRecord`). Records not used for two
/// frames are dropped; all are dropped when the pane's width or styling changes.
final class LayoutCache {
  /// A container's children, as one kind of loop of the layout goes over them.
  private struct Key: Hashable {
    var id: ElementID
    var kind: ContentLayout.LoopKind
  }

  /// The flags of an element with children, while it is the same object.
  private struct Flags {
    let element: Element
    let flags: StructureFlags
    var lastUse: Int
  }

  private var records: [Key: ContainerRecord] = [:]
  private var flagRecords: [ElementID: FlagRecord] = [:]
  private var flagsByObject: [ObjectIdentifier: Flags] = [:]
  /// How many flags were kept after the last sweep of unused ones.
  private var flagsKept = 0
  private var frame = 0
  private var signature: Signature?

  /// What a pane's layouts depend on besides the elements: a change drops every record.
  struct Signature: Equatable {
    var width: Int
    var styling: TextStyling
    var onlyTabChrome: Bool
  }

  /// Children laid out and lines placed by the last frame's layouts, for tests.
  private(set) var childrenLaidOut = 0
  private(set) var linesPlaced = 0

  /// Starts a frame of a pane laid out as `signature` says.
  func beginFrame(signature: Signature) {
    if signature != self.signature {
      records = [:]
      flagRecords = [:]
      self.signature = signature
    }
    frame += 1
    records = records.filter { $0.value.lastUse >= frame - 2 }
    flagRecords = flagRecords.filter { $0.value.lastUse >= frame - 2 }
    // Unused flags go when there are twice as many as last time, so sweeping costs little.
    if flagsByObject.count > max(1_024, 2 * flagsKept) {
      flagsByObject = flagsByObject.filter { $0.value.lastUse >= frame - 2 }
      flagsKept = flagsByObject.count
    }
    childrenLaidOut = 0
    linesPlaced = 0
  }

  /// Adds a layout's counts to the frame's.
  func count(_ plan: LayoutPlan) {
    childrenLaidOut += plan.childrenLaidOut
    linesPlaced += plan.linesPlaced
  }

  /// The record of `container`'s children as `kind` lays them out in `context` after a line
  /// `entry`, brought up to date; a new one when those differ from the last.
  func record(
    for container: Element, _ kind: ContentLayout.LoopKind, _ context: ContentLayout.Context,
    after entry: LineState
  ) -> ContainerRecord {
    let key = Key(id: container.id, kind: kind)
    let record: ContainerRecord
    if let old = records[key], old.context == context, old.entry == entry {
      old.update(to: container)
      record = old
    } else {
      record = ContainerRecord(container: container, context: context, entry: entry)
      records[key] = record
    }
    record.lastUse = frame
    return record
  }

  /// What `element` and everything in it hold, kept while it is the same object.
  func flags(of element: Element) -> StructureFlags {
    guard !element.children.isEmpty else { return StructureFlags(of: element) }
    let key = ObjectIdentifier(element)
    if let known = flagsByObject[key], known.element === element {
      flagsByObject[key]?.lastUse = frame
      return known.flags
    }
    let flags = walk(element)
    flagsByObject[key] = Flags(element: element, flags: flags, lastUse: frame)
    return flags
  }

  /// What `element` holds, from its children (a large container's from its record).
  private func walk(_ element: Element) -> StructureFlags {
    var flags = StructureFlags(of: element)
    if element.children.count > ContainerRecord.minimumCount {
      flags.formUnion(flagRecord(for: element).union)
    } else {
      for child in element.children { flags.formUnion(walk(child)) }
    }
    return flags
  }

  /// The first child of `element` at or after `start` holding any of `wanted`; nil when none
  /// does.
  func nextChild(of element: Element, from start: Int, holding wanted: StructureFlags) -> Int? {
    let children = element.children
    if children.count > ContainerRecord.minimumCount {
      return flagRecord(for: element).next(from: start, holding: wanted)
    }
    return (start..<children.count).first { !flags(of: children[$0]).isDisjoint(with: wanted) }
  }

  private func flagRecord(for element: Element) -> FlagRecord {
    if let record = flagRecords[element.id] {
      record.update(to: element, flagsOf: walk)
      record.lastUse = frame
      return record
    }
    let record = FlagRecord(container: element, flagsOf: walk)
    record.lastUse = frame
    flagRecords[element.id] = record
    return record
  }
}
