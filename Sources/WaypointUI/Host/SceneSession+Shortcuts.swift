extension SceneSession {
  /// The control a keyboard shortcut presses now: among the reachable elements on screen, the
  /// first with `shortcut` (`.keyboardShortcut(_:)`), or its first descendant that takes a tap
  /// when it is a container of controls; nil when none has it. Letters match in either case.
  public func element(forKeyboardShortcut shortcut: KeyboardShortcut) -> Element? {
    for element in reachableElements {
      if let found = Self.shortcutTarget(shortcut, in: element) { return found }
    }
    return nil
  }

  private static func shortcutTarget(_ shortcut: KeyboardShortcut, in element: Element)
    -> Element?
  {
    guard element.offScreenReason == nil else { return nil }
    let declares = element.attributes.contains { attribute in
      guard case .keyboardShortcut(let declared) = attribute else { return false }
      return declared.matches(shortcut)
    }
    if declares, let control = firstTappable(in: element) { return control }
    for child in element.children {
      if let found = shortcutTarget(shortcut, in: child) { return found }
    }
    return nil
  }

  private static func firstTappable(in element: Element) -> Element? {
    guard element.offScreenReason == nil else { return nil }
    if element.actions.contains(.tap) { return element }
    for child in element.children {
      if let found = firstTappable(in: child) { return found }
    }
    return nil
  }
}

extension KeyboardShortcut {
  /// Whether `other` presses the same keys: the same modifiers and key, letters in either case.
  func matches(_ other: KeyboardShortcut) -> Bool {
    modifiers == other.modifiers
      && key.character.lowercased() == other.key.character.lowercased()
  }
}
