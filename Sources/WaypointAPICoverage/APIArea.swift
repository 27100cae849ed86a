/// The parts of SwiftUI that coverage is reported by. A declaration belongs to the first area
/// whose words its container or name contains, so the order of `rules` decides
/// (`accessibilityAction` is accessibility, not controls).
public enum APIArea: String, CaseIterable, Codable, Sendable, Comparable {
  case navigation, presentation, tabs, scenes, toolbar, search
  case linksAndRestoration = "links & restoration"
  case accessibility, focus, scrolling, gestures, animation, environment, controls, text
  case shapes, layout, drawing
  case stateAndLifecycle = "state & lifecycle"
  case views, modifiers, other

  /// The areas the whole of which Waypoint declares (issue 30's first target).
  public static let complete: Set<APIArea> = [
    .navigation, .presentation, .tabs, .scenes, .toolbar, .search, .linksAndRestoration,
  ]

  /// Areas order as `allCases` lists them.
  public static func < (lhs: APIArea, rhs: APIArea) -> Bool {
    (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
  }

  /// Words (lower case) that put a declaration in an area, tried in this order.
  private static let rules: [(APIArea, [String])] = [
    (.accessibility, ["accessibility", "accessibilit", "voiceover", "speech"]),
    (
      .linksAndRestoration,
      [
        "openurl", "useractivity", "externalevents", "scenestorage", "appstorage",
        "restoration", "defaultappstorage", "widgeturl",
      ]
    ),
    (
      .search,
      ["search", "suggestion", "findnavigator", "finddisabled", "replacedisabled"]
    ),
    (
      .tabs,
      [
        "tabview", "tabitem", "tabbar", "tabsection", "tabcontent", "tabrole", "tabcustomization",
        "tabplacement", "tab|", "sidebaradaptable", "tabs", "adaptabletabbar", "tabvalue",
      ]
    ),
    (.toolbar, ["toolbar", "bottombar", "navigationbaritems"]),
    (
      .presentation,
      [
        "sheet", "popover", "fullscreencover", "alert", "confirmationdialog", "presentation",
        "actionsheet", "dismiss", "inspector", "dialog", "presented", "modal",
      ]
    ),
    (
      .navigation,
      ["navigation", "sidebar", "columnvisibility", "splitview", "detent", "backbutton"]
    ),
    (
      .scenes,
      [
        "scene", "window", "command", "documentgroup", "menubarextra", "settings", "app|",
        "handoff", "immersivespace", "document",
      ]
    ),
    (.focus, ["focus"]),
    (.scrolling, ["scroll", "refreshable", "contentmargin", "safeareapadding"]),
    (
      .gestures,
      [
        "gesture", "ontap", "onlongpress", "drag", "drop", "magnif", "hover", "pointer",
        "pressed", "sensoryfeedback", "transferable", "pastebutton", "copyable", "cuttable",
        "pasteable", "onmovecommand", "onexitcommand", "keypress", "onkey",
      ]
    ),
    (
      .animation,
      [
        "animat", "transition", "matchedgeometry", "transaction", "keyframe", "phase", "spring",
        "unitcurve", "geometryeffect", "timingcurve", "easein", "easeout", "linear",
      ]
    ),
    (
      .environment,
      ["environment", "environmentvalues", "preference", "containervalues", "entry"]
    ),
    (
      .controls,
      [
        "button", "toggle", "picker", "slider", "stepper", "textfield", "securefield",
        "texteditor", "menu", "link", "progress", "gauge", "control", "labelshidden", "submit",
        "keyboard", "disabled", "table", "outline", "disclosure", "form", "labeledcontent",
        "editmode", "onmove", "ondelete", "oninsert", "swipeaction", "contextmenu", "badge",
        "selection", "keyboardshortcut", "autocorrection", "autocapitalization", "textinput",
        "textcontenttype",
        "rename", "edit",
      ]
    ),
    (
      .text,
      [
        "text", "font", "bold", "italic", "kerning", "tracking", "baselineoffset",
        "linespacing", "linelimit", "truncation", "minimumscalefactor", "localizedstring",
        "monospaced", "underline", "strikethrough", "dynamictype", "allowstightening",
        "typesetting", "attributed", "redact", "privacysensitive",
      ]
    ),
    (
      .shapes,
      [
        "shape", "path", "circle", "rectangle", "capsule", "ellipse", "fill", "stroke", "trim",
        "insettable", "roundedcorner", "arc", "cornerradius",
      ]
    ),
    (
      .layout,
      [
        "stack", "grid", "spacer", "divider", "frame", "padding", "offset", "position",
        "alignment", "layout", "proposedviewsize", "viewthatfits", "geometry", "fixedsize",
        "edgeinsets", "safearea", "aspectratio", "zindex", "coordinatespace", "anchor",
        "subview", "group", "spacing", "edge", "axis", "horizontal", "vertical", "size",
      ]
    ),
    (
      .drawing,
      [
        "color", "shapestyle", "gradient", "foreground", "background", "overlay", "opacity",
        "blur", "shadow", "clip", "mask", "tint", "image", "symbol", "rendering", "blend",
        "brightness", "contrast", "saturation", "hue", "grayscale", "rotation", "scaleeffect",
        "border", "material", "visualeffect", "canvas", "graphicscontext", "draw", "glass",
        "luminance", "colorinvert", "compositinggroup", "drawinggroup", "projection",
        "transform", "angle", "unitpoint", "visual", "light", "dark", "scheme", "contrast",
      ]
    ),
    (
      .stateAndLifecycle,
      [
        "state", "binding", "observ", "bindable", "dynamicproperty", "namespace", "onchange",
        "onreceive", "task", "onappear", "ondisappear", "published", "fetch", "query",
        "undo",
      ]
    ),
  ]

  /// The area of a declaration, given whether its container is a view type.
  public static func of(_ declaration: APIDeclaration, viewTypes: Set<String>) -> APIArea {
    let probe =
      declaration.kind == .type
      ? "\(declaration.qualifiedName)|".lowercased()
      : "\(declaration.container)|\(declaration.name)".lowercased()
    for (area, words) in rules where words.contains(where: { probe.contains($0) }) {
      return area
    }
    let root = String(declaration.container.split(separator: ".").first ?? "")
    if declaration.kind == .type && viewTypes.contains(declaration.qualifiedName)
      || viewTypes.contains(root)
    {
      return .views
    }
    if declaration.container == "View" || declaration.container == "ViewModifier" {
      return .modifiers
    }
    return .other
  }
}
