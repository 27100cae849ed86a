extension Text {
  /// Records a modifier on the text itself, keeping it a `Text` (`Text("a").kerning(2)`).
  func recorded(_ source: String) -> Text { adding(.drawing(source)) }
}
