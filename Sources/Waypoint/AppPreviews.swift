import WaypointTerminal

extension App {
  /// `--previews` lists the app's previews; `--preview NAME` shows one in the terminal, or
  /// prints it with `--render-text`. Returns the exit status.
  @MainActor
  static func runPreviews(_ options: AppOptions) async -> Int32 {
    let previews = PreviewRegistry.all
    guard let query = options.previewName else {
      if previews.isEmpty {
        printError("The app declares no previews (#Preview or PreviewProvider).")
      }
      for preview in previews { print(listing(preview)) }
      return 0
    }
    let matching = previews.filter { $0.isNamed(query) }
    guard let preview = matching.first, matching.count == 1 else {
      printError(
        matching.isEmpty
          ? "No preview is named \(query.debugDescription); --previews lists them."
          : "\(matching.count) previews are named \(query.debugDescription); name one by "
            + "FILE.swift:LINE:\n" + matching.map { "  " + listing($0) }.joined(separator: "\n"))
      return 1
    }
    let view: AnyView
    do {
      view = try await preview.makeView()
    } catch {
      printError("The preview \(preview.title.debugDescription) could not be made: \(error)")
      return 1
    }
    let fixedSize = options.fixedSize
    let interactive = !options.renderText && TerminalRenderer.isInteractive
    let width = fixedSize?.0 ?? (interactive ? TerminalRenderer.windowSize?.width : nil) ?? 80
    // A preview keeps nothing: its state starts afresh each time, as in Xcode's canvas.
    let runtime = ViewRuntime(
      view, horizontalSizeClass: TerminalRenderer.sizeClass(forWidth: width),
      restoration: .inMemory(), appStorage: MergingUserDefaults(fileURL: nil))
    if interactive {
      do {
        _ = try await TerminalRenderer.run(runtime, size: fixedSize)
      } catch {
        printError("\(error)")
        return 1
      }
      return 0
    }
    let size = fixedSize ?? (80, 24)
    print(await TerminalRenderer.renderText(runtime, width: size.0, height: size.1))
    return 0
  }

  /// One line of `--previews`: the title, where it is declared, and its traits.
  @MainActor
  private static func listing(_ preview: PreviewEntry) -> String {
    let traits = preview.traitDescriptions
    return preview.description + (traits.isEmpty ? "" : "  " + traits.joined(separator: ", "))
  }
}
