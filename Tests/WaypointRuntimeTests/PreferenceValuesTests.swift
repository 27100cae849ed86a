import Testing

@testable import WaypointRuntime

/// Collects every value set, in tree order.
private enum Names: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    value += nextValue()
  }
}

/// Keeps the largest value set.
private enum Widest: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value = max(value, nextValue())
  }
}

@Suite("A subtree's preference values")
struct PreferenceValuesTests {
  @Test("a key reads its default until set; setting again replaces, and removing forgets")
  func setAndRemove() {
    var values = PreferenceValues()
    #expect(values.isEmpty && values[Names.self] == [] && values[Widest.self] == 0)
    values.set(Names.self, ["a"])
    values.set(Widest.self, 3)
    values.set(Names.self, ["b"])
    #expect(values[Names.self] == ["b"] && values[Widest.self] == 3)
    values.remove(Names.self)
    #expect(values[Names.self] == [] && values[Widest.self] == 3)
    #expect(values.removing(Widest.self).isEmpty && values[Widest.self] == 3)
  }

  @Test("a later sibling's values reduce into the earlier's where both set a key")
  func merge() {
    var first = PreferenceValues()
    first.set(Names.self, ["first"])
    var second = PreferenceValues()
    second.set(Names.self, ["second"])
    second.set(Widest.self, 7)
    var third = PreferenceValues()
    third.set(Widest.self, 5)
    var merged = PreferenceValues()
    for sibling in [first, second, third] { merged.merge(sibling) }
    #expect(merged[Names.self] == ["first", "second"])
    #expect(merged[Widest.self] == 7)
    let onlyNames = merged.filter { $0 == Names.self }
    #expect(onlyNames[Names.self] == ["first", "second"] && onlyNames[Widest.self] == 0)
  }
}
