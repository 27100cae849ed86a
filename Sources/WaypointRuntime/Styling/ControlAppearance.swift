import Foundation
import Synchronization

/// The colours and fonts an app gave a kind of bar or control through UIKit's appearance
/// proxies (`UINavigationBar.appearance()`…); the runtime puts them on the bar's element and
/// renderers draw them. Nil fields were not set.
public struct ControlAppearance: Hashable, Sendable {
  /// The bar's or control's background.
  public var backgroundColor: Color?
  /// The colour of its items and selected parts (UIKit's `tintColor`).
  public var tintColor: Color?
  /// The colour of a tab bar's unselected items, or a segmented control's selected segment.
  public var secondaryTintColor: Color?
  /// The colour of an inline title, or of a control's text.
  public var titleColor: Color?
  /// The font of an inline title, or of a control's text.
  public var titleFont: Font?
  /// The colour of a large title.
  public var largeTitleColor: Color?
  /// The font of a large title.
  public var largeTitleFont: Font?
  /// The colour of the line under a bar, or between a list's rows.
  public var separatorColor: Color?
  /// Whether separators are hidden (a table's `separatorStyle = .none`, a clear shadow colour).
  public var hidesSeparator: Bool?
  /// Whether the bar lets content show through it.
  public var isTranslucent: Bool?

  /// No appearance set.
  public init() {}

  /// Whether nothing was set.
  public var isEmpty: Bool { self == ControlAppearance() }
}

/// What the appearance proxies set, per kind of bar or control, for the whole process as in
/// UIKit; WaypointUIKit writes it and the runtime reads it when it builds elements. A test
/// scopes its own with `$store.withValue(AppearanceRegistry.Store())`.
package enum AppearanceRegistry {
  /// The kinds of bar and control an appearance proxy styles.
  package enum Part: Hashable, Sendable {
    case navigationBar, tabBar, list, listRow, segmentedControl, pageControl, textView
  }

  /// Appearances by part.
  package final class Store: Sendable {
    fileprivate let values = Mutex<[Part: ControlAppearance]>([:])
    package init() {}
  }

  /// The store proxies write and the runtime reads: the process's, unless a task scoped one.
  @TaskLocal package static var store = Store()

  /// The appearance set for `part`, nil when nothing was.
  package static func appearance(of part: Part) -> ControlAppearance? {
    store.values.withLock { values in values[part].flatMap { $0.isEmpty ? nil : $0 } }
  }

  /// Changes the appearance of `part`.
  package static func update(_ part: Part, _ change: (inout ControlAppearance) -> Void) {
    store.values.withLock { values in change(&values[part, default: ControlAppearance()]) }
  }
}

extension ControlAppearance: CustomStringConvertible {
  /// The fields set, as `(background: …, title: …)`.
  public var description: String {
    let fields: [(String, String?)] = [
      ("background", backgroundColor?.description), ("tint", tintColor?.description),
      ("secondaryTint", secondaryTintColor?.description), ("title", titleColor?.description),
      ("titleFont", titleFont?.description), ("largeTitle", largeTitleColor?.description),
      ("largeTitleFont", largeTitleFont?.description),
      ("separator", separatorColor?.description),
      ("hidesSeparator", hidesSeparator.map(String.init)),
      ("translucent", isTranslucent.map(String.init)),
    ]
    let set = fields.compactMap { name, value in value.map { "\(name): \($0)" } }
    return "(" + set.joined(separator: ", ") + ")"
  }
}
