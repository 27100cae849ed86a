import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct DeviceAndScreenTests {
  private struct DeviceProbe: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
      let device = UIDevice.current
      Text("\(device.userInterfaceIdiom == .pad ? "pad" : "phone") \(device.model)")
    }
  }

  @Test func theIdiomIsPhoneAtCompactWidthAndPadAtRegular() {
    let host = ViewHost(DeviceProbe(), horizontalSizeClass: .compact)
    #expect(host.render().contains("\"phone iPhone\""))
    host.horizontalSizeClass = .regular
    #expect(host.render().contains("\"pad iPad\""))
  }

  @Test func theDeviceReportsIOSAndUnknownOrientationUntilAsked() {
    let host = ViewHost(Text("x"), horizontalSizeClass: .compact)
    let device = UIDevice.current
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion == "26.0")
    #expect(device.isMultitaskingSupported)
    #expect(device.orientation == .unknown)
    device.beginGeneratingDeviceOrientationNotifications()
    defer { device.endGeneratingDeviceOrientationNotifications() }
    #expect(device.orientation == .portrait)
    host.runtime.sceneSize = CGSize(width: 852, height: 393)
    #expect(device.orientation == .landscapeLeft)
    #expect(device.orientation.isLandscape)
  }

  @Test func theBatteryIsUnknownUntilMonitoredAndReadFromSysfs() throws {
    #expect(UIDevice.current.batteryLevel == -1)
    #expect(UIDevice.current.batteryState == .unknown)
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let battery = root.appendingPathComponent("BAT0")
    try FileManager.default.createDirectory(at: battery, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try "Battery\n".write(
      to: battery.appendingPathComponent("type"), atomically: true, encoding: .utf8)
    try "42\n".write(
      to: battery.appendingPathComponent("capacity"), atomically: true, encoding: .utf8)
    try "Charging\n".write(
      to: battery.appendingPathComponent("status"), atomically: true, encoding: .utf8)
    let reading = try #require(Battery.read(root: root))
    #expect(reading.level == 0.42)
    #expect(reading.state == .charging)
    #expect(Battery.read(root: root.appendingPathComponent("none")) == nil)
  }

  @Test func theVendorIdentifierIsKeptInTheDataFolder() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try #require(VendorIdentifier.read(in: folder))
    #expect(VendorIdentifier.read(in: folder) == first)
    let text = try String(
      contentsOf: folder.appendingPathComponent("identifierForVendor"), encoding: .utf8)
    #expect(text == first.uuidString)
  }

  private struct ScreenProbe: View {
    @Environment(\.displayScale) private var scale
    var body: some View {
      let bounds = UIScreen.main.bounds
      Text("\(Int(bounds.width))x\(Int(bounds.height)) @\(Int(UIScreen.main.scale))")
    }
  }

  @Test func theScreenIsTheHostsSceneInPoints() {
    let host = ViewHost(ScreenProbe())
    #expect(host.render().contains("\"393x852 @1\""))
    host.runtime.sceneSize = CGSize(width: 1024, height: 768)
    host.runtime.displayScale = 2
    #expect(host.render().contains("\"1024x768 @2\""))
    #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1536, height: 2048))
  }

  @Test func traitCollectionsCombineAndMapContentSizes() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(userInterfaceStyle: .dark),
      UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
    ])
    #expect(traits.userInterfaceStyle == .dark)
    #expect(traits.preferredContentSizeCategory.isAccessibilityCategory)
    #expect(UIContentSizeCategory.large < .extraLarge)
    #expect(DynamicTypeSize(UIContentSizeCategory.extraExtraExtraLarge) == .xxxLarge)
    #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityMedium) == .accessibility1)
  }
}
