import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

private enum Appearance: String {
  case light, dark
}

private enum Loudness: Int {
  case low = 1
  case high = 2
}

private struct Settings: View {
  @AppStorage("count") private var count = 0
  @AppStorage("on") private var isOn = false
  @AppStorage("ratio") private var ratio = 0.5
  @AppStorage("name") private var name = "none"
  @AppStorage("link") private var link = URL(string: "https://example.com/a")!
  @AppStorage("blob") private var blob: Data?
  @AppStorage("when") private var when = Date(timeIntervalSinceReferenceDate: 0)
  @AppStorage("theme") private var theme = Appearance.light
  @AppStorage("level") private var level = Loudness.low
  @AppStorage("maybeTheme") private var maybeTheme: Appearance?

  var body: some View {
    VStack {
      Text(
        "\(count) \(isOn) \(ratio) \(name) \(link.path) \(blob?.count ?? -1) "
          + "\(when.timeIntervalSinceReferenceDate) \(theme) \(level) "
          + "\(maybeTheme.map { "\($0)" } ?? "nil")")
      Button("Change") {
        count += 1
        isOn.toggle()
        ratio = 0.25
        name = "soup"
        link = URL(string: "https://example.com/b")!
        blob = Data([1, 2, 3])
        when = Date(timeIntervalSinceReferenceDate: 60)
        theme = .dark
        level = .high
        maybeTheme = .dark
      }
      Toggle("On", isOn: $isOn)
    }
  }
}

private let initial = "0 false 0.5 none /a -1 0.0 light low nil"
private let changed = "1 true 0.25 soup /b 3 60.0 dark high dark"

@MainActor
@Suite("App storage")
struct AppStorageTests {
  @Test("every storable type is written to the store and read back after a relaunch")
  func everyType() async throws {
    let defaults = MergingUserDefaults(fileURL: nil)
    let host = ViewHost(Settings(), appStorage: defaults)
    #expect(!host.elements(labeled: initial).isEmpty)
    try host.tap("Change")
    #expect(!host.elements(labeled: changed).isEmpty)
    #expect(defaults.integer(forKey: "count") == 1)
    #expect(defaults.string(forKey: "theme") == "dark")
    try await host.relaunch()
    #expect(!host.elements(labeled: changed).isEmpty, "\(host.render())")
    try host.toggle("On")
    #expect(defaults.bool(forKey: "on") == false, "the projected binding writes")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("a change by any view, or by code through the store, shows in every reader")
  func readersUpdate() throws {
    struct Reader: View {
      @AppStorage("count") private var count = 0
      var body: some View { Text("Reader sees \(count)") }
    }
    struct Writer: View {
      @AppStorage("count") private var count = 0
      var body: some View { Button("Add") { count += 1 } }
    }
    let defaults = MergingUserDefaults(fileURL: nil)
    let host = ViewHost(
      VStack {
        Reader()
        Writer()
      }, appStorage: defaults)
    try host.tap("Add")
    #expect(!host.elements(labeled: "Reader sees 1").isEmpty)
    defaults.set(41, forKey: "count")
    host.flush()
    #expect(!host.elements(labeled: "Reader sees 41").isEmpty)
  }

  @Test("store: and defaultAppStorage choose the store")
  func stores() throws {
    let explicit = MergingUserDefaults(fileURL: nil)
    let subtree = MergingUserDefaults(fileURL: nil)
    struct Pair: View {
      let explicit: UserDefaults
      var body: some View {
        VStack {
          Named(store: explicit)
          Plain().defaultAppStorage(subtreeStore)
        }
      }
      let subtreeStore: UserDefaults
    }
    struct Named: View {
      @AppStorage var value: Int
      init(store: UserDefaults) { _value = AppStorage(wrappedValue: 0, "value", store: store) }
      var body: some View { Button("Named \(value)") { value += 1 } }
    }
    struct Plain: View {
      @AppStorage("value") private var value = 0
      var body: some View { Button("Plain \(value)") { value += 10 } }
    }
    let host = ViewHost(Pair(explicit: explicit, subtreeStore: subtree))
    try host.tap("Named 0")
    try host.tap("Plain 0")
    #expect(explicit.integer(forKey: "value") == 1)
    #expect(subtree.integer(forKey: "value") == 10)
    #expect(host.runtime.appStorage.object(forKey: "value") == nil)
  }

  @Test("a value of another type in the store reads as the default, reported")
  func otherType() {
    let defaults = MergingUserDefaults(fileURL: nil)
    defaults.set("many", forKey: "count")
    let host = ViewHost(Settings(), appStorage: defaults)
    #expect(
      !host.elements(labeled: initial.replacingOccurrences(of: "0 false", with: "0 false")).isEmpty)
    #expect(host.diagnostics.map(\.code) == [.storedValueUnreadable])
  }

  @Test("TabViewCustomization is kept through @AppStorage, as Apple's samples do")
  func tabCustomization() async throws {
    struct Tabs: View {
      @AppStorage("tabs") private var customization = TabViewCustomization()
      var body: some View {
        TabView {
          Tab("Home", systemImage: "house") {
            Button("Hide Saved") { customization[tab: "saved"].sidebarVisibility = .hidden }
          }
          .customizationID("home")
          Tab("Saved", systemImage: "star") { Text("Saved") }.customizationID("saved")
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
      }
    }
    let defaults = MergingUserDefaults(fileURL: nil)
    let host = ViewHost(Tabs(), appStorage: defaults)
    #expect(host.visibleTabs == ["Home", "Saved"])
    try host.tap("Hide Saved")
    #expect(host.visibleTabs == ["Home"])
    try await host.relaunch()
    #expect(host.visibleTabs == ["Home"])
  }
}

@Suite("Merging user defaults")
struct MergingUserDefaultsTests {
  @Test("two stores on one file, writing at once, lose no key and see each other's values")
  func concurrentWriters() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-defaults-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("preferences.plist")
    let first = MergingUserDefaults(fileURL: file)
    first.set(0, forKey: "before")
    // Each writer has a store of its own on the file, as two processes would.
    await withTaskGroup(of: Void.self) { group in
      for name in ["first", "second"] {
        group.addTask {
          let store = MergingUserDefaults(fileURL: file)
          for index in 0..<100 { store.set(index, forKey: "\(name)-\(index)") }
        }
      }
    }
    let keys = MergingUserDefaults(fileURL: file).dictionaryRepresentation().keys
    #expect(keys.filter { $0.hasPrefix("first-") }.count == 100)
    #expect(keys.filter { $0.hasPrefix("second-") }.count == 100)
    #expect(first.integer(forKey: "second-99") == 99, "a store reads the others' writes")
  }

  @Test("a corrupt file reads as empty and is replaced by the next write")
  func corruptFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-defaults-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("preferences.plist")
    try Data([0xDE, 0xAD]).write(to: file)
    let defaults = MergingUserDefaults(fileURL: file)
    #expect(defaults.object(forKey: "anything") == nil)
    defaults.set("kept", forKey: "name")
    #expect(MergingUserDefaults(fileURL: file).string(forKey: "name") == "kept")
  }
}
