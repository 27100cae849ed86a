/// Whether a material looks active (vibrant) or inactive (flat).
public struct MaterialActiveAppearance: Sendable, Equatable, CustomStringConvertible {
  let name: String

  /// Active or inactive as the system decides.
  public static let automatic = MaterialActiveAppearance(name: "automatic")
  /// Always active.
  public static let active = MaterialActiveAppearance(name: "active")
  /// Always inactive.
  public static let inactive = MaterialActiveAppearance(name: "inactive")
  /// Active while the window is.
  public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")

  /// The appearance as Swift source (`.matchWindow`).
  public var description: String { ".\(name)" }
}
