import Foundation
import WaypointUI

extension BrowserTab {
  /// What the store keeps of the tab: its scenes' saved state (written now), the address it
  /// shows, its window and its navigation state.
  func snapshot() -> SavedTab {
    try? runtime.saveState()
    let store = runtime.restorationStore
    var scenes: [String: Data] = [:]
    for name in store.storedNames {
      if case .data(let data) = store.read(scene: name) { scenes[name] = data }
    }
    let size = runtime.sceneSize
    return SavedTab(
      browser: browserID, tab: id, scenes: scenes, address: currentPath(),
      width: Double(size.width), height: Double(size.height),
      navigation: (try? Self.stateEncoder.encode(state)).map { String(decoding: $0, as: UTF8.self) }
        ?? "{}",
      revision: 1)
  }

  /// The navigation state as the store keeps it: compact, keys sorted (the same state is the
  /// same text, so an unchanged tab is not written again).
  fileprivate static let stateEncoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
