import WaypointUI

extension HTMLRenderer {
  /// A navigation bar's appearance as styles: its background on the bar (and no blur when it
  /// is not translucent), its tint as the bar's `--tint`, its hairline's colour; returns the
  /// ` style="…"` that colours the title for the way it is drawn (large or inline).
  func describeNavigationBar(
    _ appearance: ControlAppearance, mode: NavigationBarItem.TitleDisplayMode,
    into attributes: inout TagAttributes
  ) -> String {
    if let background = appearance.backgroundColor {
      attributes.addStyle("background:\(CSS.color(background))")
    }
    if appearance.isTranslucent == false {
      attributes.addStyle("backdrop-filter:none;-webkit-backdrop-filter:none")
    }
    if let tint = appearance.tintColor { attributes.addStyle("--tint:\(CSS.color(tint))") }
    if appearance.hidesSeparator == true {
      attributes.addStyle("border-bottom-color:transparent")
    } else if let separator = appearance.separatorColor {
      attributes.addStyle("border-bottom-color:\(CSS.color(separator))")
    }
    let title = mode == .inline ? appearance.titleColor : appearance.largeTitleColor
    guard let title else { return "" }
    return " style=\"\(HTMLText.attribute("color:\(CSS.color(title))"))\""
  }

  /// A tab bar's appearance as styles: its background, the selected tab's colour as `--tint`
  /// and the others' as `--unselected-tint`.
  func describeTabBar(_ appearance: ControlAppearance, into attributes: inout TagAttributes) {
    if let background = appearance.backgroundColor {
      attributes.addStyle("background:\(CSS.color(background))")
    }
    if let tint = appearance.tintColor { attributes.addStyle("--tint:\(CSS.color(tint))") }
    if let unselected = appearance.secondaryTintColor {
      attributes.addStyle("--unselected-tint:\(CSS.color(unselected))")
    }
  }
}
