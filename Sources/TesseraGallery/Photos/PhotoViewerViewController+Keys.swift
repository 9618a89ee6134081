/// The modes of the photo viewer: the photo fitted to the screen, the same in the picker, and the y/n of
/// `d` open.
enum PhotoViewerMode: ScreenMode {
    /// The photo fitted to the screen.
    case fit
    /// The photo fitted to the screen, in the picker (`tessera --pick`): Enter accepts.
    case picking
    /// `d` asked `Move 1 photo to the trash? y/n`: `y` moves it, any other key cancels.
    case confirmingTrash

    var helpName: String? {
        switch self {
        case .fit: nil
        case .picking: "picking"
        case .confirmingTrash: "after d (y/n)"
        }
    }

    var isPicking: Bool { self == .picking }
}

extension PhotoViewerViewController: KeyedScreen {
    static var helpName: String { "The photo viewer (tessera PATH)" }

    static func keyMap(in mode: PhotoViewerMode) -> CommandKeyMap {
        switch mode {
        case .confirmingTrash:
            CommandKeyMap([KeyBindings.confirmTrash, KeyBindings.cancelTrash])
        case .fit, .picking:
            CommandKeyMap(
                (mode == .picking ? [KeyBindings.acceptPhotos] : []) + KeyBindings.viewerMarking
                    + KeyBindings.viewer + KeyBindings.viewerExtras + [KeyBindings.playAnimation]
                    + KeyBindings.photoActions)
        }
    }

    var mode: PhotoViewerMode {
        isAskingToTrash ? .confirmingTrash : context.isPicking ? .picking : .fit
    }

    func disabledReason(for command: Command) -> String? {
        command == .toggleAnimation ? animationDisabledReason : nil
    }
}
