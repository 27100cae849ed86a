import Foundation

/// The customizations a person makes to a sidebar-adaptable tab view: which tabs are hidden and
/// the order of the tabs in each section, by customization identifier.
///
/// Codable (and `RawRepresentable` as JSON text, so `@AppStorage` can keep it); ids it does not
/// know read as `.automatic`.
public struct TabViewCustomization: Equatable, Sendable, Codable {
  /// The customizations a user has made to a tab.
  public struct TabCustomization: Equatable, Sendable, Codable {
    /// The visibility of the tab in the sidebar.
    public var sidebarVisibility: Visibility = .automatic
    /// The visibility of the tab in the tab bar.
    public package(set) var tabBarVisibility: Visibility = .automatic

    package init() {}

    var isDefault: Bool { sidebarVisibility == .automatic && tabBarVisibility == .automatic }
  }

  /// The customizations a user has made to a section.
  public struct SectionCustomization: Equatable, Sendable, Codable {
    /// The order of the section's tabs by customization identifier; nil while the order is the
    /// builder's.
    public package(set) var tabOrder: [String]?

    package init(tabOrder: [String]? = nil) {
      self.tabOrder = tabOrder
    }

    /// Resets the order of the tabs in the section back to the default.
    public mutating func resetTabOrder() {
      tabOrder = nil
    }
  }

  private var tabs: [String: TabCustomization] = [:]
  private var sections: [String: SectionCustomization] = [:]

  /// Creates an empty customization: tabs show as their default visibilities say, sections in
  /// builder order.
  public init() {}

  private enum CodingKeys: String, CodingKey {
    case tabs, sections
  }

  /// Decodes a customization from the keyed form `encode(to:)` writes. (Written out: being
  /// `RawRepresentable` as text would otherwise make it encode as its own raw value.)
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    tabs = try container.decodeIfPresent([String: TabCustomization].self, forKey: .tabs) ?? [:]
    sections =
      try container.decodeIfPresent([String: SectionCustomization].self, forKey: .sections) ?? [:]
  }

  /// Encodes the tabs' visibilities and the sections' orders that differ from the default.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(tabs, forKey: .tabs)
    try container.encode(sections, forKey: .sections)
  }

  /// Resets all tab visibilities back to the default, preserving the section customizations.
  public mutating func resetVisibility() {
    tabs = [:]
  }

  /// Resets ordering back to the default for all sections, preserving tab visibilities.
  public mutating func resetSectionOrder() {
    sections = [:]
  }

  /// The customization of the section with customization identifier `id`.
  public subscript(section id: String) -> SectionCustomization {
    get { sections[id] ?? SectionCustomization() }
    set { sections[id] = newValue.tabOrder == nil ? nil : newValue }
  }

  /// The customization of the tab with customization identifier `id`.
  public subscript(tab id: String) -> TabCustomization {
    get { tabs[id] ?? TabCustomization() }
    set { tabs[id] = newValue.isDefault ? nil : newValue }
  }

  /// The sidebar visibility of the tab with customization identifier `id`.
  @available(
    *, deprecated, message: "Use the `tab` subscript and read `sidebarVisibility` instead."
  )
  @available(
    iOS, introduced: 18.0, deprecated: 100000.0,
    message: "Use the `tab` subscript and read `sidebarVisibility` instead."
  )
  @available(
    macOS, introduced: 15.0, deprecated: 100000.0,
    message: "Use the `tab` subscript and read `sidebarVisibility` instead."
  )
  @available(
    visionOS, introduced: 2.0, deprecated: 100000.0,
    message: "Use the `tab` subscript and read `sidebarVisibility` instead."
  )
  public subscript(sidebarVisibility id: String) -> Visibility {
    get { self[tab: id].sidebarVisibility }
    set { self[tab: id].sidebarVisibility = newValue }
  }
}

extension TabViewCustomization: RawRepresentable {
  /// The customization from its JSON text; nil when the text is not one.
  public init?(rawValue: String) {
    guard let value = try? JSONDecoder().decode(Self.self, from: Data(rawValue.utf8)) else {
      return nil
    }
    self = value
  }

  /// The customization as JSON text, keys sorted.
  public var rawValue: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
