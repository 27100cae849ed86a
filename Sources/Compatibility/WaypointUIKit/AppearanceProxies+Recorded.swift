import Foundation
import WaypointUI

#if !canImport(UIKit)
  /// Segmented controls' appearance proxy (`UISegmentedControl.appearance()`): recorded for the
  /// process (`AppearanceRegistry`); Waypoint's segmented pickers do not draw it yet.
  @preconcurrency @MainActor
  public final class UISegmentedControl {
    private static let proxy = UISegmentedControl()
    private init() {}

    /// The proxy every segmented control takes its look from.
    public static func appearance() -> UISegmentedControl { proxy }

    /// The selected segment's colour.
    public var selectedSegmentTintColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.segmentedControl) {
          $0.secondaryTintColor = selectedSegmentTintColor?.color
        }
      }
    }
    /// The control's background colour.
    public var backgroundColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.segmentedControl) {
          $0.backgroundColor = backgroundColor?.color
        }
      }
    }
    /// The colour of the control's outline and, before iOS 13, its selection.
    public var tintColor: UIColor? {
      didSet { AppearanceRegistry.update(.segmentedControl) { $0.tintColor = tintColor?.color } }
    }

    /// Sets the segments' text attributes in `state`: the normal state's colour and font are
    /// recorded as the title's.
    public func setTitleTextAttributes(
      _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
    ) {
      titleAttributes[state.rawValue] = attributes
      guard state == .normal else { return }
      let text = TextAttributes(attributes)
      AppearanceRegistry.update(.segmentedControl) {
        $0.titleColor = text.color
        $0.titleFont = text.font
      }
    }

    /// The text attributes set for `state`.
    public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
      titleAttributes[state.rawValue]
    }

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  }

  /// Tables' appearance proxy (`UITableView.appearance()`): recorded for the process. SwiftUI's
  /// lists stopped being tables in iOS 16 and ignore it there; Waypoint follows iOS 16 and
  /// draws lists with `.scrollContentBackground` and `.listRowSeparator` instead.
  @preconcurrency @MainActor
  public final class UITableView {
    private static let proxy = UITableView()
    private init() {}

    /// The proxy every table takes its look from.
    public static func appearance() -> UITableView { proxy }

    /// How a table separates its rows (UIKit's type).
    public enum SeparatorStyle: Int, Sendable {
      /// No separators.
      case none
      /// A line between rows.
      case singleLine
    }

    /// The table's background colour.
    public var backgroundColor: UIColor? {
      didSet { AppearanceRegistry.update(.list) { $0.backgroundColor = backgroundColor?.color } }
    }
    /// How rows are separated.
    public var separatorStyle = SeparatorStyle.singleLine {
      didSet { AppearanceRegistry.update(.list) { $0.hidesSeparator = separatorStyle == .none } }
    }
    /// The separators' colour.
    public var separatorColor: UIColor? {
      didSet { AppearanceRegistry.update(.list) { $0.separatorColor = separatorColor?.color } }
    }
  }

  /// Table cells' appearance proxy (`UITableViewCell.appearance()`): recorded for the process,
  /// ignored by SwiftUI's lists since iOS 16, as `UITableView`'s.
  @preconcurrency @MainActor
  public final class UITableViewCell {
    private static let proxy = UITableViewCell()
    private init() {}

    /// The proxy every cell takes its look from.
    public static func appearance() -> UITableViewCell { proxy }

    /// How a cell shows it is selected (UIKit's type).
    public enum SelectionStyle: Int, Sendable {
      /// No highlight.
      case none
      /// A blue highlight.
      case blue
      /// A grey highlight.
      case gray
      /// The default highlight.
      case `default`
    }

    /// The cell's background colour.
    public var backgroundColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.listRow) { $0.backgroundColor = backgroundColor?.color }
      }
    }
    /// How selection shows (kept on the proxy; SwiftUI's rows draw their own selection).
    public var selectionStyle = SelectionStyle.default
  }

  /// Text views' appearance proxy (`UITextView.appearance()`): recorded for the process; use
  /// `.scrollContentBackground(.hidden)` on a `TextEditor` to clear its background instead.
  @preconcurrency @MainActor
  public final class UITextView {
    private static let proxy = UITextView()
    private init() {}

    /// The proxy every text view takes its look from.
    public static func appearance() -> UITextView { proxy }

    /// The text view's background colour.
    public var backgroundColor: UIColor? {
      didSet {
        AppearanceRegistry.update(.textView) { $0.backgroundColor = backgroundColor?.color }
      }
    }
  }
#endif
