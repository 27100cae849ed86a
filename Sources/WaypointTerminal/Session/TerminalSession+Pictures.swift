import Foundation

/// Pictures in a terminal that draws them: each PNG sent once, and the placements sent again
/// whenever what the screen shows of them changes.
extension TerminalSession {
  /// One picture on the screen.
  struct ShownPicture: Hashable {
    var row: Int
    var column: Int
    var picture: TerminalPicture
  }

  /// Whether the terminal draws pictures (it answered the graphics query).
  public var drawsPictures: Bool { styling.drawsPictures }

  /// Acts on the terminal's answers to the questions asked at start: pictures are drawn from
  /// the next frame when it speaks the kitty graphics protocol.
  public func handle(_ reply: TerminalReply) {
    switch reply {
    case .graphics(isOK: true) where !styling.drawsPictures:
      styling.drawsPictures = true
      needsCompose = true
    case .graphics, .deviceAttributes:
      break
    }
  }

  /// The bytes that bring the screen's pictures up to date with `buffer`, after its text;
  /// `isWholeScreen` when the text was drawn afresh (the terminal may have forgotten them).
  func pictureOutput(for buffer: ScreenBuffer, isWholeScreen: Bool) -> [UInt8] {
    guard styling.drawsPictures else { return [] }
    let pictures = buffer.drawnPictures.map {
      ShownPicture(row: $0.row, column: $0.column, picture: $0.picture)
    }
    if isWholeScreen { pictureIDs = [:] }
    guard isWholeScreen || pictures != shownPictures else { return [] }
    shownPictures = pictures
    var bytes = KittyGraphics.removePlacements
    for shown in pictures {
      let file = shown.picture.file
      let id: UInt32
      if let known = pictureIDs[file] {
        id = known
      } else {
        guard let png = FileManager.default.contents(atPath: file) else { continue }
        id = UInt32(pictureIDs.count + 1)
        pictureIDs[file] = id
        bytes += KittyGraphics.transmit(id: id, png: png)
      }
      bytes += KittyGraphics.place(
        id: id, row: shown.row, column: shown.column, columns: shown.picture.columns,
        rows: shown.picture.rows)
    }
    return bytes
  }
}
