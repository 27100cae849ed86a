import Foundation
import Testing
import WaypointTesting
import WaypointUI
import WaypointUIKit

@MainActor
@Suite struct UIColorTests {
  private func components(_ color: UIColor, dark: Bool) -> [Double] {
    let value = color.resolvedColor(
      with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    value.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return [red, green, blue, alpha].map { (Double($0) * 255).rounded() / 255 }
  }

  private func bytes(_ values: [Double]) -> [Int] {
    values.prefix(3).map { Int(($0 * 255).rounded()) }
  }

  @Test func systemColorsHaveApplesLightAndDarkValues() {
    #expect(bytes(components(.systemGray6, dark: false)) == [242, 242, 247])
    #expect(bytes(components(.systemGray6, dark: true)) == [28, 28, 30])
    #expect(bytes(components(.systemRed, dark: false)) == [255, 59, 48])
    #expect(bytes(components(.systemRed, dark: true)) == [255, 69, 58])
    #expect(bytes(components(.systemBackground, dark: true)) == [0, 0, 0])
    #expect(bytes(components(.secondarySystemGroupedBackground, dark: true)) == [28, 28, 30])
    #expect(bytes(components(.label, dark: false)) == [0, 0, 0])
    #expect(bytes(components(.label, dark: true)) == [255, 255, 255])
  }

  @Test func semanticColorsKeepTheirTranslucency() {
    #expect(components(.secondaryLabel, dark: false)[3] == 0.6)
    #expect(bytes(components(.secondaryLabel, dark: true)) == [235, 235, 245])
    #expect(abs(components(.separator, dark: true)[3] - 0.6) < 0.01)
    #expect(abs(components(.systemFill, dark: false)[3] - 0.2) < 0.01)
  }

  @Test func swiftUIColorOfASystemColorResolvesPerColorScheme() {
    let color = Color(uiColor: .systemGray6)
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    #expect(color.resolve(in: environment).red == Float(242) / 255)
    environment.colorScheme = .dark
    #expect(color.resolve(in: environment).red == Float(28) / 255)
    #expect(Color(uiColor: .systemGray6) == color)
    #expect(color.description == "Color(uiColor: .systemGray6)")
  }

  @Test func componentInitializersKeepTheirValues() {
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(
      &red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6)
    #expect(alpha == 0.5)
    var white: CGFloat = 0
    UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha)
    #expect(abs(white - 0.25) < 1e-6)
    var (hue, saturation, brightness): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
    UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).getHue(
      &hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    #expect(abs(hue - 0.5) < 1e-6 && saturation == 1 && brightness == 1)
    UIColor.orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
    #expect(abs(hue - 30.0 / 360) < 1e-6)
  }

  @Test func dynamicProviderIsAskedForEachAppearance() {
    let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
    #expect(bytes(components(color, dark: false)) == [255, 255, 255])
    #expect(bytes(components(color, dark: true)) == [0, 0, 0])
  }

  @Test func withAlphaComponentReplacesTheAlphaInBothAppearances() {
    let faded = UIColor.systemBlue.withAlphaComponent(0.3)
    #expect(abs(components(faded, dark: false)[3] - 0.3) < 0.01)
    #expect(abs(components(faded, dark: true)[3] - 0.3) < 0.01)
    #expect(bytes(components(faded, dark: true)) == [10, 132, 255])
    #expect(
      abs(
        components(UIColor.red.withAlphaComponent(0.5).withAlphaComponent(0.8), dark: false)[3]
          - 0.8) < 0.01)
  }

  @Test func swiftUIColorsBecomeUIColorsAndBack() {
    let color = UIColor(Color.red)
    #expect(Color(uiColor: color) == .red)
    #expect(bytes(components(color, dark: true)) == [255, 69, 58])
    #expect(
      UIColor(cgColor: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)).cgColor.components == [
        1, 0, 0, 1,
      ])
  }

  @Test func anAssetColorNoCatalogDefinesIsNil() {
    #expect(UIColor(named: "NoSuchColour") == nil)
  }

  @Test func aViewDrawsASystemColorForTheHostsAppearance() {
    struct Swatch: View {
      var body: some View {
        Text("Swatch").foregroundStyle(Color(uiColor: .systemGray6)).background(
          Color(uiColor: .label))
      }
    }
    let host = ViewHost(Swatch())
    #expect(host.render().contains("Color(uiColor: .systemGray6)"))
    #expect(host.render().contains("Color(uiColor: .label)"))
  }

  @Test func currentTraitsFollowTheHostsColorScheme() {
    struct Probe: View {
      @Environment(\.colorScheme) private var scheme
      var body: some View {
        Text(
          "\(scheme): \(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light")")
      }
    }
    let host = ViewHost(Probe())
    #expect(host.render().contains(": light\""))
    host.runtime.colorScheme = .dark
    #expect(host.render().contains(": dark\""))
  }
}

extension ColorResource {
  fileprivate static let testBrand = ColorResource(name: "TestBrand", bundle: .main)
}

extension UIColor {
  fileprivate static var testBrand: UIColor { .systemRed }
}

@MainActor
@Suite struct AssetColorOverloadTests {
  @Test("Color(.name) takes the asset's ColorResource when a UIColor member has the same name")
  func resourceIsPreferred() {
    #expect(Color(.testBrand) == Color(ColorResource.testBrand))
    #expect(Color(.testBrand) != Color(uiColor: .testBrand))
  }
}
