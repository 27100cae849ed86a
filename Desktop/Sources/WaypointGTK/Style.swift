import CGTK

/// The window's style sheet: GTK's theme, with the room it adds around widgets taken away,
/// since every widget is exactly as big as the layout pass made its element.
@MainActor
enum Style {
  static let css = """
    .wp { min-width: 0; min-height: 0; margin: 0; }
    button.wp { padding: 0; border: none; box-shadow: none; background: none; border-radius: 6px; }
    button.wp:hover { background: alpha(currentColor, 0.07); }
    button.wp:active, button.wp:checked { background: alpha(currentColor, 0.14); }
    button.wp.wp-selected { background: alpha(@theme_selected_bg_color, 0.25); }
    button.wp-tab { color: alpha(currentColor, 0.6); }
    button.wp-tab:checked { color: @theme_selected_bg_color; background: none; }
    button.wp > label { padding: 0; margin: 0; min-height: 0; }
    entry.wp { padding: 0 6px; min-height: 0; }
    switch.wp { min-width: 0; min-height: 0; }
    switch.wp slider { min-width: 0; min-height: 0; }
    progressbar.wp trough, progressbar.wp progress { min-width: 0; min-height: 4px; }
    progressbar.wp { padding: 0; }
    separator.wp { min-height: 1px; }
    scrolledwindow.wp { padding: 0; }
    """

  /// Installs the style sheet for every window of the display.
  static func install() {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()!
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  }
}
