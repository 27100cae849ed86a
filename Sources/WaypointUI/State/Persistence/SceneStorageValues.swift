import Foundation
import WaypointCore

/// One scene's `@SceneStorage` values: restored from its store before the first view reads
/// them, shared by every view of the scene that names the same key, and saved soon after a
/// change, when the scene goes to the background, and when the app quits.
@MainActor
final class SceneStorageValues {
  let sceneID: String
  private let store: RestorationStore
  private let diagnostics: DiagnosticLog
  private var values: [String: StoredValue] = [:]
  private var isLoaded = false
  private var isDirty = false
  private var saveTask: Task<Void, Never>?
  /// The views reading each key, to evaluate again when it changes.
  private var readers: [String: [ObjectIdentifier: (handle: NodeHandle, inbox: Inbox)]] = [:]
  /// The type each key was first read as.
  private var typesByKey: [String: String] = [:]
  /// Keys whose restored value was reported as unreadable.
  private var reportedKeys: Set<String> = []

  /// How long after a change the scene's values are saved, so a crash or a kill loses at most
  /// that much.
  static let saveDelay: Duration = .milliseconds(500)
  /// The size past which a value is reported: Apple asks for small values in scene storage.
  static let largeValueBytes = 100 * 1024

  init(sceneID: String, store: RestorationStore, diagnostics: DiagnosticLog) {
    self.sceneID = sceneID
    self.store = store
    self.diagnostics = diagnostics
  }

  /// Reads the saved state once; whatever cannot be read is reported and set aside.
  private func loadIfNeeded() {
    guard !isLoaded else { return }
    isLoaded = true
    switch store.read(scene: sceneID) {
    case .nothing:
      return
    case .failed(let reason):
      // Moved aside, the saved state no longer stands where this launch will save.
      let aside = store.setAside(scene: sceneID)
      diagnostics.record(.sceneStateUnreadable(scene: sceneID, reason: reason, keptAs: aside))
    case .data(let data):
      let (file, problems) = SceneStateFile.read(data)
      values = file.values
      for problem in problems {
        switch problem {
        case .unreadable(let reason):
          let aside = store.setAside(scene: sceneID)
          diagnostics.record(.sceneStateUnreadable(scene: sceneID, reason: reason, keptAs: aside))
        case .badEntry(let key, let reason):
          reportedKeys.insert(key)
          diagnostics.record(.storedValueUnreadable(key: key, reason: reason))
        }
      }
    }
  }

  /// The value saved under `key`, if any.
  func value(for key: String) -> StoredValue? {
    loadIfNeeded()
    return values[key]
  }

  /// Starts evaluating `node` again whenever `key` changes; reports a key read as two types.
  func register(_ node: Node, key: String, typeName: String) {
    loadIfNeeded()
    if let known = typesByKey[key], known != typeName {
      diagnostics.record(.sceneStorageKeyTypes(key: key, types: [known, typeName]))
    } else {
      typesByKey[key] = typeName
    }
    let handle = node.handle
    readers[key, default: [:]][ObjectIdentifier(handle)] = (handle, node.graph.inbox)
  }

  /// Decodes the value under `key`; a value of another type is reported once and reads as nil.
  func decoded<Value>(_ key: String, with codec: StorageCodec<Value>) -> Value? {
    guard let stored = value(for: key) else { return nil }
    if let value = codec.decode(stored) { return value }
    if reportedKeys.insert(key).inserted {
      diagnostics.record(
        .storedValueUnreadable(
          key: key, reason: "it holds a \(stored.typeName), read as \(codec.typeName)"))
    }
    return nil
  }

  /// Changes `key` (nil removes it), evaluates its readers again, and saves soon.
  func set(_ value: StoredValue?, for key: String) {
    loadIfNeeded()
    guard values[key] != value else { return }
    values[key] = value
    reportedKeys.remove(key)
    if let value, value.byteCount > Self.largeValueBytes {
      diagnostics.record(.sceneStorageLargeValue(key: key, bytes: value.byteCount))
    }
    var live = readers[key] ?? [:]
    for (id, reader) in live {
      if reader.handle.node == nil {
        live[id] = nil
      } else {
        reader.inbox.post(reader.handle, because: "@SceneStorage(\"\(key)\")")
      }
    }
    readers[key] = live
    isDirty = true
    scheduleSave()
  }

  private func scheduleSave() {
    guard saveTask == nil else { return }
    saveTask = Task { @MainActor [weak self] in
      try? await Task.sleep(for: Self.saveDelay)
      guard let self, !Task.isCancelled else { return }
      self.saveTask = nil
      try? self.save()
    }
  }

  /// Writes the values now if they changed since the last save.
  func save() throws {
    saveTask?.cancel()
    saveTask = nil
    guard isDirty else { return }
    do {
      try store.write(SceneStateFile(values: values).data(), scene: sceneID)
      isDirty = false
    } catch {
      diagnostics.record(.sceneStateNotSaved(scene: sceneID, reason: "\(error)"))
      throw error
    }
  }
}
