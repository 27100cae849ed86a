/// One of the system's groups of menu items, which a `CommandGroup` adds to or replaces.
public struct CommandGroupPlacement: Sendable, Hashable, CustomStringConvertible {
  let name: String

  /// The app's About item.
  public static let appInfo = CommandGroupPlacement(name: "appInfo")
  /// The app's Settings item.
  public static let appSettings = CommandGroupPlacement(name: "appSettings")
  /// The Services menu.
  public static let systemServices = CommandGroupPlacement(name: "systemServices")
  /// The items that hide and show the app.
  public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
  /// The Quit item.
  public static let appTermination = CommandGroupPlacement(name: "appTermination")
  /// The items that create a new document or window.
  public static let newItem = CommandGroupPlacement(name: "newItem")
  /// The items that save a document.
  public static let saveItem = CommandGroupPlacement(name: "saveItem")
  /// The items that import and export.
  public static let importExport = CommandGroupPlacement(name: "importExport")
  /// The items that print.
  public static let printItem = CommandGroupPlacement(name: "printItem")
  /// Undo and Redo.
  public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
  /// Cut, Copy, Paste and their kin.
  public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
  /// The items that find, spell-check and transform text.
  public static let textEditing = CommandGroupPlacement(name: "textEditing")
  /// The items that format text.
  public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
  /// The items that show and customize the toolbar.
  public static let toolbar = CommandGroupPlacement(name: "toolbar")
  /// The items that show and hide the sidebar.
  public static let sidebar = CommandGroupPlacement(name: "sidebar")
  /// The items that minimize and zoom windows.
  public static let windowSize = CommandGroupPlacement(name: "windowSize")
  /// The list of the app's open windows.
  @available(iOS, unavailable)
  public static let windowList = CommandGroupPlacement(name: "windowList")
  /// The list of the app's single windows (`Window` scenes).
  @available(iOS, unavailable)
  public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
  /// The items that arrange windows.
  public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
  /// The Help menu's items.
  public static let help = CommandGroupPlacement(name: "help")

  /// The placement as Swift source (`.newItem`).
  public var description: String { ".\(name)" }
}
