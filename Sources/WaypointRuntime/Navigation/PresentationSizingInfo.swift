import Foundation
import WaypointCore

/// How big a sheet is, as a renderer reads it: sized by the system, as a form, as a page, or to
/// its content (what a `PresentationSizing` asked for).
public struct PresentationSizingInfo: Sendable, Hashable, CustomStringConvertible {
  /// The sizing as Swift source: `.form`, `.page.fitted(horizontal: false, vertical: true)`.
  public let description: String
  /// The size it starts from, before fitting: what a renderer sizes the sheet by.
  public let base: Base
  /// The axes along which the sheet takes its content's size instead.
  public let fitsHorizontally: Bool
  /// See `fitsHorizontally`.
  public let fitsVertically: Bool

  /// The sizes a sheet starts from.
  public enum Base: Sendable, Hashable {
    /// The platform's default sheet.
    case automatic
    /// A form: narrower than a page.
    case form
    /// A page of content.
    case page
  }

  package init(description: String, base: Base, fitsHorizontally: Bool, fitsVertically: Bool) {
    self.description = description
    self.base = base
    self.fitsHorizontally = fitsHorizontally
    self.fitsVertically = fitsVertically
  }

  /// The system decides (a page on iPhone, a form on iPad).
  public static let automatic = PresentationSizingInfo(
    description: ".automatic", base: .automatic, fitsHorizontally: false, fitsVertically: false)
  /// A form: narrower than a page.
  public static let form = PresentationSizingInfo(
    description: ".form", base: .form, fitsHorizontally: false, fitsVertically: false)
  /// A page: the size of a page of content.
  public static let page = PresentationSizingInfo(
    description: ".page", base: .page, fitsHorizontally: false, fitsVertically: false)
  /// Fitted to the content's size.
  public static let fitted = PresentationSizingInfo(
    description: ".fitted", base: .automatic, fitsHorizontally: true, fitsVertically: true)

  /// This sizing, fitted to the content along the given axes.
  package func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizingInfo {
    PresentationSizingInfo(
      description: "\(description).fitted(horizontal: \(horizontal), vertical: \(vertical))",
      base: base, fitsHorizontally: horizontal, fitsVertically: vertical)
  }

  /// This sizing, growing but never shrinking along the given axes as the content changes.
  package func sticky(horizontal: Bool, vertical: Bool) -> PresentationSizingInfo {
    PresentationSizingInfo(
      description: "\(description).sticky(horizontal: \(horizontal), vertical: \(vertical))",
      base: base, fitsHorizontally: fitsHorizontally, fitsVertically: fitsVertically)
  }
}
