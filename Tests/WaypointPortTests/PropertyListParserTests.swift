import Testing

@testable import WaypointPort

@Suite("Reading old-style property lists, the format of project.pbxproj")
struct PropertyListParserTests {
  @Test("dictionaries, lists, quoted and bare strings, data and comments are read")
  func values() throws {
    let text = """
      // !$*UTF8*$!
      {
        /* a comment */ name = "Food Truck"; path = Sources/App.swift;
        list = (a, "b c", ); empty = ( );
        escaped = "say \\"hi\\"\\n\\U00e9"; data = <0aFF 10>;
        nested = { key = value; }; // to the end of the line
      }
      """
    let value = try PropertyListParser.parse(text)
    #expect(value["name"]?.string == "Food Truck")
    #expect(value["path"]?.string == "Sources/App.swift")
    #expect(value["list"]?.strings == ["a", "b c"])
    #expect(value["empty"]?.strings == [])
    #expect(value["escaped"]?.string == "say \"hi\"\né")
    #expect(value["data"] == .data([0x0A, 0xFF, 0x10]))
    #expect(value["nested"]?["key"]?.string == "value")
  }

  @Test("a garbled text is an error that names its line")
  func garbled() {
    let cases: [(String, Int, String)] = [
      ("{\n  a = b\n}", 3, "\";\" expected after the value of \"a\""),
      ("{\n a = \"open;\n}", 2, "a quoted string is not closed"),
      ("{ a = (b c); }", 1, "list items are not separated"),
      ("{ a = b; } extra", 1, "text after the end"),
      ("", 1, "the text ends where a value was expected"),
      (String(repeating: "(", count: 500), 1, "nested too deeply"),
    ]
    for (text, line, message) in cases {
      do {
        _ = try PropertyListParser.parse(text)
        Issue.record("no error for \(text.prefix(20))")
      } catch {
        #expect(error.line == line, "\(text.prefix(20))")
        #expect(error.message.contains(message), "\(error.message)")
      }
    }
  }

  @Test("a project file without objects or a root object is not an Xcode project")
  func notAProject() {
    #expect(throws: PropertyListError.self) { try PBXProjectFile(text: "{ a = b; }") }
    #expect(throws: PropertyListError.self) {
      try PBXProjectFile(text: "{ objects = { A = { isa = PBXGroup; }; }; rootObject = B; }")
    }
  }

  @Test("paths are normalised, and .. that leaves the project stays")
  func normalisedPaths() {
    #expect(PBXProjectFile.normalised("a/./b//c") == "a/b/c")
    #expect(PBXProjectFile.normalised("a/../b") == "b")
    #expect(PBXProjectFile.normalised("../Shared/x.swift") == "../Shared/x.swift")
  }
}
