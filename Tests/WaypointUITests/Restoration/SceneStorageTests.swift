import Foundation
import Testing
import WaypointTesting

@testable import Waypoint

#if canImport(Glibc)
  import Glibc
#endif

private enum Flavour: String {
  case sweet, savoury
}

private enum Size: Int {
  case small = 1
  case large = 2
}

/// A screen keeping one value of each storable type in scene storage.
private struct Everything: View {
  @SceneStorage("count") private var count = 0
  @SceneStorage("on") private var isOn = false
  @SceneStorage("ratio") private var ratio = 0.5
  @SceneStorage("name") private var name = "none"
  @SceneStorage("link") private var link = URL(string: "https://example.com/a")!
  @SceneStorage("blob") private var blob: Data?
  @SceneStorage("when") private var when = Date(timeIntervalSinceReferenceDate: 0)
  @SceneStorage("flavour") private var flavour = Flavour.sweet
  @SceneStorage("size") private var size = Size.small
  @SceneStorage("maybeFlavour") private var maybeFlavour: Flavour?
  @SceneStorage("maybeSize") private var maybeSize: Size?

  var body: some View {
    VStack {
      Text(
        "\(count) \(isOn) \(ratio) \(name) \(link.path) \(blob?.count ?? -1) "
          + "\(when.timeIntervalSinceReferenceDate) \(flavour) \(size) "
          + "\(maybeFlavour.map { "\($0)" } ?? "nil") \(maybeSize.map { "\($0)" } ?? "nil")")
      Button("Change") {
        count += 1
        isOn.toggle()
        ratio = 0.25
        name = "soup"
        link = URL(string: "https://example.com/b")!
        blob = Data([1, 2, 3])
        when = Date(timeIntervalSinceReferenceDate: 60)
        flavour = .savoury
        size = .large
        maybeFlavour = .savoury
        maybeSize = .large
      }
      TextField("Name", text: $name)
    }
  }
}

private let initial = "0 false 0.5 none /a -1 0.0 sweet small nil nil"
private let changed = "1 true 0.25 soup /b 3 60.0 savoury large savoury large"

/// A temporary directory, removed when the test ends.
private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("waypoint-restoration-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@MainActor
@Suite("Scene storage")
struct SceneStorageTests {
  @Test("every storable type survives a relaunch, and a projected binding writes it")
  func everyType() async throws {
    let host = ViewHost(Everything())
    #expect(!host.elements(labeled: initial).isEmpty)
    try host.tap("Change")
    #expect(!host.elements(labeled: changed).isEmpty)
    try await host.relaunch()
    #expect(!host.elements(labeled: changed).isEmpty, "\(host.render())")
    try host.replaceText(in: "Name", with: "stew")
    try await host.relaunch()
    #expect(host.render().contains("stew"))
    #expect(host.diagnostics.isEmpty)
  }

  @Test("views of one scene share a key; a change shows in each at once")
  func sharedKey() throws {
    struct Reader: View {
      @SceneStorage("count") private var count = 0
      var body: some View { Text("Reader sees \(count)") }
    }
    struct Writer: View {
      @SceneStorage("count") private var count = 0
      var body: some View { Button("Add") { count += 1 } }
    }
    let host = ViewHost(
      VStack {
        Reader()
        Writer()
      })
    try host.tap("Add")
    try host.tap("Add")
    #expect(!host.elements(labeled: "Reader sees 2").isEmpty)
  }

  @Test("each window of an app has its own scene storage")
  func perScene() throws {
    struct Windows: App {
      var body: some Scene {
        WindowGroup(id: "main") { Everything() }
      }
    }
    let host = AppHost(Windows())
    try host.tap("Change")
    let second = try host.openScene("main")
    #expect(host.scene === second)
    #expect(!host.elements(labeled: initial).isEmpty, "a new window starts afresh")
  }

  @Test("going to the background saves at once; a change alone saves soon after")
  func whenSaved() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RestorationStore.directory(directory)
    let host = ViewHost(Everything(), restoration: store)
    try host.tap("Change")
    host.scenePhase = .background
    #expect(store.storedNames == ["main.json"])
    try? FileManager.default.removeItem(at: directory.appendingPathComponent("main.json"))
    host.scenePhase = .active
    try host.replaceText(in: "Name", with: "stew")
    for _ in 0..<100 where store.storedNames.isEmpty {
      try await Task.sleep(for: .milliseconds(50))
    }
    #expect(store.storedNames == ["main.json"], "saved within moments of the change")
  }

  @Test("a value larger than 100 KB is reported")
  func largeValue() throws {
    struct Big: View {
      @SceneStorage("blob") private var blob: Data?
      var body: some View { Button("Fill") { blob = Data(count: 200 * 1024) } }
    }
    let host = ViewHost(Big())
    try host.tap("Fill")
    #expect(host.diagnostics.map(\.code) == [.sceneStorageLargeValue])
  }

  @Test("two properties with one key and different types are reported")
  func keyTypes() {
    struct Clash: View {
      @SceneStorage("choice") private var number = 0
      @SceneStorage("choice") private var text = ""
      var body: some View { Text("\(number) \(text)") }
    }
    let host = ViewHost(Clash())
    #expect(host.diagnostics.map(\.code) == [.sceneStorageKeyTypes])
  }
}

@MainActor
@Suite("Restoring from bad saved state")
struct BadSceneStateTests {
  /// Writes `contents` where the scene's file goes, launches, and returns the host.
  private func launch(over contents: Data?, in directory: URL, makeDirectory: Bool = false) throws
    -> ViewHost
  {
    let file = directory.appendingPathComponent("main.json")
    if makeDirectory {
      try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
    } else if let contents {
      try contents.write(to: file)
    }
    return ViewHost(Everything(), restoration: .directory(directory))
  }

  private func good() -> Data {
    SceneStateFile(values: ["count": .int(7), "name": .string("kept")]).data()
  }

  @Test(
    "an empty, truncated, garbage, foreign or other-version file restores defaults, reported, kept aside",
    arguments: [
      ("empty", Data()),
      ("truncated", Data(#"{"format":"waypoint.scene-state","version":1,"values":{"count":"#.utf8)),
      ("garbage", Data([0xFF, 0x00, 0x13, 0x37, 0xC0])),
      ("foreign", Data(#"{"hello": "world"}"#.utf8)),
      ("other version", Data(#"{"format":"waypoint.scene-state","version":99,"values":{}}"#.utf8)),
    ])
  func unreadableFile(name: String, contents: Data) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = try launch(over: contents, in: directory)
    #expect(!host.elements(labeled: initial).isEmpty, "\(name): defaults")
    #expect(host.diagnostics.map(\.code) == [.sceneStateUnreadable], "\(name)")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { !$0.hasSuffix(".lock") }
    #expect(names.count == 1 && names[0].hasPrefix("main.unreadable-"), "\(name): \(names)")
    let kept = try Data(contentsOf: directory.appendingPathComponent(names[0]))
    #expect(kept == contents, "\(name): the bad file is kept as it was")
  }

  @Test("a directory in the file's place restores defaults and is moved aside, so saving works")
  func directoryInPlace() async throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = try launch(over: nil, in: directory, makeDirectory: true)
    #expect(!host.elements(labeled: initial).isEmpty)
    #expect(host.diagnostics.map(\.code) == [.sceneStateUnreadable])
    try host.tap("Change")
    try await host.relaunch()
    #expect(!host.elements(labeled: changed).isEmpty)
  }

  @Test(
    "a file that cannot be read restores defaults, reported, and is kept aside",
    .enabled(if: getuid() != 0, "permissions do not stop the superuser from reading"))
  func unreadablePermissions() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("main.json")
    try good().write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    let host = ViewHost(Everything(), restoration: .directory(directory))
    #expect(!host.elements(labeled: initial).isEmpty)
    #expect(host.diagnostics.map(\.code) == [.sceneStateUnreadable])
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("main.unreadable-") })
  }

  @Test("a key of another type or a bad entry starts from its default; the other keys restore")
  func badKeys() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var file = SceneStateFile(values: ["name": .string("kept"), "count": .string("seven")])
    file.values["ratio"] = .double(0.75)
    var json = String(decoding: file.data(), as: UTF8.self)
    json = json.replacingOccurrences(
      of: #""ratio":{"type":"double","value":0.75}"#, with: #""ratio":{"type":"double"}"#)
    let host = try launch(over: Data(json.utf8), in: directory)
    #expect(!host.elements(labeled: "0 false 0.5 kept /a -1 0.0 sweet small nil nil").isEmpty)
    #expect(
      host.diagnostics.map(\.code) == [.storedValueUnreadable, .storedValueUnreadable],
      "\(host.diagnostics)")
    #expect(host.diagnostics.contains { $0.message.contains("“count”") })
    #expect(host.diagnostics.contains { $0.message.contains("“ratio”") })
  }

  @Test("a good file restores without a word")
  func goodFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let host = try launch(over: good(), in: directory)
    #expect(!host.elements(labeled: "7 false 0.5 kept /a -1 0.0 sweet small nil nil").isEmpty)
    #expect(host.diagnostics.isEmpty)
  }
}
