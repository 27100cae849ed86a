import Foundation
import Testing
import WaypointFoundation

@Suite struct UserDefaultsKeyValueTests {
  @Test func setValueForKeyStoresWhatValueForKeyReads() throws {
    let defaults = try #require(UserDefaults(suiteName: "waypoint-kv-\(UUID().uuidString)"))
    defaults.setValue(42, forKey: "answer")
    #expect(defaults.value(forKey: "answer") as? Int == 42)
    #expect(defaults.integer(forKey: "answer") == 42)
  }

  @Test func settingNilRemovesTheKey() throws {
    let defaults = try #require(UserDefaults(suiteName: "waypoint-kv-\(UUID().uuidString)"))
    defaults.set("x", forKey: "name")
    defaults.setValue(nil, forKey: "name")
    #expect(defaults.value(forKey: "name") == nil)
  }
}
