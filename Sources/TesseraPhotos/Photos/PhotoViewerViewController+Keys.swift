import TesseraShell

/// The modes of the photo viewer: the photo fitted to the screen or zoomed into, each in the picker or
/// not, and the y/n of `d` open.
enum PhotoViewerMode: ScreenMode {
    /// The photo fitted to the screen.
    case fit
    /// The photo fitted to the screen, in the picker (`tessera --pick`): Enter accepts.
    case picking
    /// The photo zoomed into (`+`, `1`): the arrows pan, Esc returns to the fit.
    case zoomed
    /// The photo zoomed into, in the picker.
    case zoomedPicking
    /// `d` asked `Move 1 photo to the trash? y/n`: `y` moves it, any other key cancels.
    case confirmingTrash

    var helpName: String? {
        switch self {
        case .fit: nil
        case .picking: "picking"
        case .zoomed: "zoomed"
        case .zoomedPicking: "picking, zoomed"
        case .confirmingTrash: "after d (y/n)"
        }
    }

    var isPicking: Bool { self == .picking || self == .zoomedPicking }
}

extension PhotoSource {
    static var helpName: String { "The photo viewer (tessera PATH)" }

    static func keyMap(in mode: PhotoViewerMode) -> CommandKeyMap {
        let stepping: [KeyBinding]
        switch mode {
        case .confirmingTrash:
            return CommandKeyMap([KeyBindings.confirmTrash, KeyBindings.cancelTrash])
        case .fit, .picking: stepping = KeyBindings.viewerZoom + KeyBindings.photoViewer
        case .zoomed, .zoomedPicking: stepping = KeyBindings.zoomedViewer
        }
        return CommandKeyMap(
            (mode.isPicking ? [KeyBindings.acceptPhotos] : []) + KeyBindings.viewerMarking + stepping
                + KeyBindings.viewerExtras + [KeyBindings.playAnimation] + KeyBindings.photoActions)
    }

    func mode(of viewer: PhotoViewerViewController) -> PhotoViewerMode {
        if isAskingToTrash { return .confirmingTrash }
        if viewer.zoomState.isZoomed { return context.isPicking ? .zoomedPicking : .zoomed }
        return context.isPicking ? .picking : .fit
    }

    func disabledReason(for command: Command, in viewer: PhotoViewerViewController) -> String? {
        switch command {
        case .toggleAnimation: viewer.animationDisabledReason
        case .zoomOut, .zoom(.fit): viewer.zoomState.isZoomed ? nil : "Already at the fit"
        default: nil
        }
    }
}
