// GTK 4 for Swift: the headers, and small functions for what Swift cannot call directly
// (GObject's cast macros, signal macros and variadic accessibility setters).
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <signal.h>

static inline GtkWindow *wp_window(GtkWidget *widget) { return GTK_WINDOW(widget); }
static inline GtkFixed *wp_fixed(GtkWidget *widget) { return GTK_FIXED(widget); }
static inline GtkButton *wp_button(GtkWidget *widget) { return GTK_BUTTON(widget); }
static inline GtkLabel *wp_label(GtkWidget *widget) { return GTK_LABEL(widget); }
static inline GtkEditable *wp_editable(GtkWidget *widget) { return GTK_EDITABLE(widget); }
static inline GtkHeaderBar *wp_header_bar(GtkWidget *widget) { return GTK_HEADER_BAR(widget); }
static inline GtkScrolledWindow *wp_scrolled(GtkWidget *widget) { return GTK_SCROLLED_WINDOW(widget); }
static inline GtkToggleButton *wp_toggle_button(GtkWidget *widget) { return GTK_TOGGLE_BUTTON(widget); }
static inline GtkSwitch *wp_switch(GtkWidget *widget) { return GTK_SWITCH(widget); }
static inline GtkRange *wp_range(GtkWidget *widget) { return GTK_RANGE(widget); }
static inline GtkSpinButton *wp_spin_button(GtkWidget *widget) { return GTK_SPIN_BUTTON(widget); }
static inline GtkPicture *wp_picture(GtkWidget *widget) { return GTK_PICTURE(widget); }
static inline GtkDrawingArea *wp_drawing_area(GtkWidget *widget) { return GTK_DRAWING_AREA(widget); }
static inline GtkDropDown *wp_drop_down(GtkWidget *widget) { return GTK_DROP_DOWN(widget); }
static inline GtkCheckButton *wp_check_button(GtkWidget *widget) { return GTK_CHECK_BUTTON(widget); }
static inline GtkEntry *wp_entry(GtkWidget *widget) { return GTK_ENTRY(widget); }
static inline GtkProgressBar *wp_progress_bar(GtkWidget *widget) { return GTK_PROGRESS_BAR(widget); }
static inline GtkScale *wp_scale(GtkWidget *widget) { return GTK_SCALE(widget); }
static inline GtkPopover *wp_popover(GtkWidget *widget) { return GTK_POPOVER(widget); }
static inline gboolean wp_is_popover(GtkWidget *widget) { return GTK_IS_POPOVER(widget); }
static inline GtkOverlay *wp_overlay(GtkWidget *widget) { return GTK_OVERLAY(widget); }
static inline GObject *wp_object(void *instance) { return G_OBJECT(instance); }

/// Connects `handler` to `signal`, freeing `data` with `destroy` when the connection goes.
static inline gulong wp_connect(
  void *instance, const char *signal, GCallback handler, void *data, GClosureNotify destroy)
{
  return g_signal_connect_data(instance, signal, handler, data, destroy, 0);
}

static inline void wp_accessible_label(GtkWidget *widget, const char *label) {
  gtk_accessible_update_property(
    GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void wp_accessible_description(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(
    GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void wp_accessible_value_text(GtkWidget *widget, const char *text) {
  gtk_accessible_update_property(
    GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}

static inline void wp_accessible_selected(GtkWidget *widget, gboolean selected) {
  gtk_accessible_update_state(
    GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}

static inline void wp_accessible_disabled(GtkWidget *widget, gboolean disabled) {
  gtk_accessible_update_state(
    GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
}

static inline GtkNative *wp_native(GtkWidget *widget) { return GTK_NATIVE(widget); }

/// A toggle button that assistive technologies read as a tab of a tab list.
static inline GtkWidget *wp_tab_button_new(void) {
  return GTK_WIDGET(g_object_new(
    GTK_TYPE_TOGGLE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_TAB, NULL));
}

/// The text this process put on the clipboard, if it holds text it owns (a new string the caller
/// frees with g_free); NULL otherwise.
static inline char *wp_clipboard_local_text(GdkClipboard *clipboard) {
  GdkContentProvider *content = gdk_clipboard_get_content(clipboard);
  if (content == NULL) return NULL;
  GValue value = G_VALUE_INIT;
  g_value_init(&value, G_TYPE_STRING);
  char *text = NULL;
  if (gdk_content_provider_get_value(content, &value, NULL)) text = g_value_dup_string(&value);
  g_value_unset(&value);
  return text;
}

/// Sets a widget's `placeholder-text` property (a search entry's, which GTK 4.8 has no setter for).
static inline void wp_set_placeholder(GtkWidget *widget, const char *text) {
  g_object_set(G_OBJECT(widget), "placeholder-text", text, NULL);
}

static inline void wp_accessible_hidden(GtkWidget *widget, gboolean hidden) {
  gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

/// Asks GTK's theme for its dark variant (or not), for every window of the process.
static inline void wp_prefer_dark_theme(gboolean dark) {
  g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", dark, NULL);
}
