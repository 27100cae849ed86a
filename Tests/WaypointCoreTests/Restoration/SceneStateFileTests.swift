import Foundation
import Testing

@testable import WaypointCore

@Suite("Scene state files")
struct SceneStateFileTests {
  private let everything: [String: StoredValue] = [
    "bool": .bool(true), "int": .int(-42), "big": .int(Int.max), "double": .double(0.1),
    "nan": .double(.nan), "inf": .double(-.infinity), "string": .string("soup “€” \n"),
    "url": .url(URL(string: "https://example.com/a?b=c#d")!), "data": .data(Data([0, 1, 255])),
    "date": .date(Date(timeIntervalSinceReferenceDate: 123.456)),
  ]

  @Test("every storable type writes and reads back as itself")
  func roundTrip() throws {
    let (file, problems) = SceneStateFile.read(SceneStateFile(values: everything).data())
    #expect(problems.isEmpty)
    #expect(file.values.count == everything.count)
    for (key, value) in everything where key != "nan" {
      #expect(file.values[key] == value, "\(key)")
    }
    guard case .double(let nan)? = file.values["nan"] else {
      Issue.record("nan lost")
      return
    }
    #expect(nan.isNaN)
  }

  @Test("equal state writes equal bytes")
  func deterministic() {
    #expect(SceneStateFile(values: everything).data() == SceneStateFile(values: everything).data())
  }

  @Test("a number is not a Bool, a Bool is not a number, and no number is rounded into an Int")
  func strictTypes() {
    let json = """
      {"format":"waypoint.scene-state","version":1,"values":{
      "a":{"type":"bool","value":1},"b":{"type":"int","value":true},
      "c":{"type":"int","value":1.5},"d":{"type":"int","value":12345678901234567890},
      "e":{"type":"double","value":false},"f":{"type":"int","value":7}}}
      """
    let (file, problems) = SceneStateFile.read(Data(json.utf8))
    #expect(file.values == ["f": .int(7)])
    #expect(
      problems.map(\.description).map { String($0.prefix(3)) } == [
        "“a”", "“b”", "“c”", "“d”", "“e”",
      ])
  }

  @Test("a bad entry costs its key only; a bad file costs all, with one reason")
  func problems() {
    let json =
      #"{"format":"waypoint.scene-state","version":1,"values":{"x":[1],"y":{"type":"string","value":"ok"},"z":{"type":"data","value":"%%%"}}}"#
    let (file, problems) = SceneStateFile.read(Data(json.utf8))
    #expect(file.values == ["y": .string("ok")])
    #expect(problems.count == 2)
    for bad in ["", "{", "[]", "null", #"{"format":"other"}"#] {
      let (file, problems) = SceneStateFile.read(Data(bad.utf8))
      #expect(file.values.isEmpty)
      #expect(problems.count == 1, "\(bad)")
      if case .unreadable = problems.first {} else { Issue.record("\(bad): \(problems)") }
    }
  }
}

@Suite("Restoration stores")
struct RestorationStoreTests {
  private func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-store-\(UUID().uuidString)", isDirectory: true)
    return url
  }

  @Test("a directory store writes one file per scene, leaving no temporary file behind")
  func writes() throws {
    let url = try directory()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = RestorationStore.directory(url)
    #expect(store.read(scene: "main") == .nothing)
    try store.write(Data("one".utf8), scene: "main")
    try store.write(Data("two".utf8), scene: "main")
    try store.write(Data("other".utf8), scene: "0#2")
    #expect(store.read(scene: "main") == .data(Data("two".utf8)))
    #expect(store.storedNames == ["0%232.json", "main.json"])
  }

  @Test("scene ids become safe file names")
  func fileNames() {
    #expect(RestorationStore.fileName(for: "main") == "main")
    #expect(RestorationStore.fileName(for: "1.0#2") == "1.0%232")
    #expect(RestorationStore.fileName(for: "..") == "%2E.")
    #expect(RestorationStore.fileName(for: "../../etc/passwd") == "%2E.%2F..%2Fetc%2Fpasswd")
    #expect(RestorationStore.fileName(for: "") == "%")
  }

  @Test("setting a scene's state aside keeps its bytes under another name")
  func setAside() throws {
    let url = try directory()
    defer { try? FileManager.default.removeItem(at: url) }
    let store = RestorationStore.directory(url)
    try store.write(Data("bad".utf8), scene: "main")
    let aside = try #require(store.setAside(scene: "main"))
    #expect(store.read(scene: "main") == .nothing)
    #expect(try Data(contentsOf: url.appendingPathComponent(aside)) == Data("bad".utf8))
    let memory = RestorationStore.inMemory()
    try memory.write(Data("bad".utf8), scene: "main")
    #expect(memory.setAside(scene: "main") == "main.unreadable")
    #expect(memory.read(scene: "main") == .nothing)
  }

  @Test("writing into a directory that cannot exist is an error, not a crash")
  func unwritable() throws {
    let url = try directory()
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("a file".utf8).write(to: url)
    let store = RestorationStore.directory(url.appendingPathComponent("scenes"))
    #expect(throws: (any Error).self) { try store.write(Data(), scene: "main") }
  }
}

@Suite("Claiming scenes")
struct SceneClaimTests {
  @Test("a scene held by one claim cannot be claimed again until it is released")
  func exclusive() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-claim-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: url) }
    let store = RestorationStore.directory(url)
    var first = store.claim(scene: "0")
    #expect(first != nil)
    // flock locks belong to an open file: a second open, as another process's, is refused.
    #expect(store.claim(scene: "0") == nil)
    #expect(store.claim(scene: "0#2") != nil)
    first = nil
    // A process another test spawns at this moment holds a copy of the descriptor, and so the
    // lock, until it executes its program: a claim is tried again for a moment.
    var again = store.claim(scene: "0")
    for _ in 0..<50 where again == nil {
      usleep(20_000)
      again = store.claim(scene: "0")
    }
    #expect(again != nil, "released with its claim")
    #expect(RestorationStore.inMemory().claim(scene: "0") != nil)
  }
}
