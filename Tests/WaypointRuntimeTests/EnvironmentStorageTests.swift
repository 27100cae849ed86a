import Observation
import Testing

@testable import WaypointRuntime

/// Five keys of the test's own, written many times over, so that writes run past the point
/// where a chain of writes is flattened.
private enum K0 {}
private enum K1 {}
private enum K2 {}
private enum K3 {}
private enum K4 {}

private struct Key<Tag>: EnvironmentKey {
  static var defaultValue: Int { -1 }
}

/// Another tag from `Tag`, for as many distinct keys as a test needs.
private enum Wrapped<Tag> {}

/// Thirty distinct key tags: each of the five, wrapped up to five times.
private let manyTags: [Any.Type] = {
  let bases: [Any.Type] = [K0.self, K1.self, K2.self, K3.self, K4.self]
  func wrap<T>(_ tag: T.Type) -> Any.Type { Wrapped<T>.self }
  var tags: [Any.Type] = []
  for base in bases {
    var tag = base
    for _ in 0..<6 {
      tags.append(tag)
      tag = wrap(tag)
    }
  }
  return tags
}()

private func writeTagged<Tag>(
  _ value: Int, as tag: Tag.Type, in environment: inout EnvironmentValues
) {
  environment[Key<Tag>.self] = value
}

private func readTagged<Tag>(_ tag: Tag.Type, in environment: EnvironmentValues) -> Int {
  environment[Key<Tag>.self]
}

@Observable private final class Model {
  var name = "model"
}

@Suite("The environment's storage")
struct EnvironmentStorageTests {
  /// Writes `value` under key `index % 5`.
  private func write(_ value: Int, at index: Int, in environment: inout EnvironmentValues) {
    switch index % 5 {
    case 0: environment[Key<K0>.self] = value
    case 1: environment[Key<K1>.self] = value
    case 2: environment[Key<K2>.self] = value
    case 3: environment[Key<K3>.self] = value
    default: environment[Key<K4>.self] = value
    }
  }

  @Test("among thirty keys, each reads what was last written to it, flattened many times over")
  func manyKeysReadBack() {
    var environment = EnvironmentValues()
    var expected: [Int] = Array(repeating: -1, count: manyTags.count)
    // Every third key at each round, so that flattened tables hold some keys and chains others.
    for round in 0..<7 {
      for (index, tag) in manyTags.enumerated() where (index + round) % 3 == 0 {
        writeTagged(round * 100 + index, as: tag, in: &environment)
        expected[index] = round * 100 + index
      }
      for (index, tag) in manyTags.enumerated() {
        #expect(readTagged(tag, in: environment) == expected[index], "key \(index), round \(round)")
      }
    }
    #expect(environment.description == "EnvironmentValues(30 values set)")
  }

  @Test("environments made at their defaults share one storage, and a write to one leaves the rest")
  func defaultsShareStorage() {
    var written = EnvironmentValues()
    let untouched = EnvironmentValues()
    #expect(written.isIdentical(to: untouched))
    written[Key<K0>.self] = 7
    #expect(!written.isIdentical(to: untouched))
    #expect(written[Key<K0>.self] == 7)
    #expect(untouched[Key<K0>.self] == -1)
    #expect(EnvironmentValues()[Key<K0>.self] == -1)
  }

  @Test("every value written reads back, the latest write of a key winning, past any length")
  func writesReadBack() {
    var environment = EnvironmentValues()
    var expected: [Int: Int] = [:]
    for step in 0..<100 {
      write(step, at: step, in: &environment)
      expected[step % 5] = step
    }
    #expect(environment[Key<K0>.self] == expected[0])
    #expect(environment[Key<K1>.self] == expected[1])
    #expect(environment[Key<K2>.self] == expected[2])
    #expect(environment[Key<K3>.self] == expected[3])
    #expect(environment[Key<K4>.self] == expected[4])
    #expect(environment.description == "EnvironmentValues(5 values set)")
  }

  @Test(
    "a copy keeps what it read while the original is written, and both stay identical until then")
  func copiesAreIndependent() {
    var original = EnvironmentValues()
    original.isEnabled = false
    var copy = original
    #expect(copy.isIdentical(to: original))
    original.isEnabled = true
    for step in 0..<40 {
      original.horizontalSizeClass = step.isMultiple(of: 2) ? .compact : .regular
    }
    #expect(!copy.isIdentical(to: original))
    #expect(copy.isEnabled == false)
    #expect(copy.horizontalSizeClass == .regular)
    copy.colorScheme = .dark
    #expect(original.colorScheme == .light)
    #expect(original.isEnabled)
  }

  @Test("an object removed from the environment reads as absent, before and after flattening")
  func removal() {
    let model = Model()
    var environment = EnvironmentValues()
    environment.setObservable(model, as: Model.self)
    #expect(environment.observable(Model.self) === model)
    environment.setObservable(nil, as: Model.self)
    #expect(environment.observable(Model.self) == nil)
    for step in 0..<40 { write(step, at: step, in: &environment) }
    #expect(environment.observable(Model.self) == nil)
    #expect(environment.description == "EnvironmentValues(5 values set)")
  }

  @Test("a key no view set reads the host's value, else its default")
  func hostAndDefault() {
    let host = HostValues()
    host.set(ColorSchemeKey.self, .dark)
    var environment = EnvironmentValues(host: host)
    for step in 0..<40 { write(step, at: step, in: &environment) }
    #expect(environment.colorScheme == .dark)
    #expect(environment.isEnabled)
    environment.colorScheme = .light
    #expect(environment.colorScheme == .light)
  }
}
