/// A picker shown as a menu: a button with the title and the chosen option's text, which opens
/// a menu of the options (the same picker, inside the menu, as rows).
struct PickerMenu<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: Label
  let selection: Binding<SelectionValue?>
  let content: Content

  var body: some View {
    Menu {
      Picker(label: label, selection: selection, content: content)
    } label: {
      // The title as any text, the choice beside the menu's glyph, as a form shows them.
      LabeledContent {
        HStack(spacing: 4) {
          // A ForEach's options carry their ids as tags, as in a list with a selection.
          content.environment(\.tagsForEachRows, true)
            .modifier(ChosenOption(selection: selection.wrappedValue.map { AnyHashable($0) }))
          Image(systemName: "chevron.up.chevron.down")
            .imageScale(.small)
            .accessibilityHidden(true)
        }
        .foregroundStyle(.secondary)
      } label: {
        label.foregroundStyle(.primary)
      }
    }
    .attribute(.pickerStyle(MenuPickerStyle().name))
  }
}

/// Shows, of a picker's options, only the text of the one whose tag is the selection: the
/// options are made, so their tags and labels are known, but not shown.
struct ChosenOption: PrimitiveModifier {
  let selection: AnyHashable?

  func output(in node: Node) -> NodeOutput {
    let options = node.childrenOutput()
    let chosen = selection.flatMap { value in
      options.elements.flatMap(\.allElements).first { $0.tag?.value == value }
    }
    let text = node.reuse(
      Element(id: ElementID(node: node.serial), role: .text(chosen?.label ?? "")))
    return NodeOutput(elements: [text], preferences: PreferenceValues())
  }
}
