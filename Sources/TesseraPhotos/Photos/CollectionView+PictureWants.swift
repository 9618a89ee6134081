import TesseraShell
import TesseraThumbnails
import TesseraView

extension CollectionView {
    /// The pictures a photo screen wants: those of the visible items, then those of the page ahead in the
    /// direction of `travel` (noted here from the view's offset), each item's from `requests`.
    func pictureWants(
        travel: inout TravelDirection, requests: (PrefetchItem) -> [PictureRequest]
    ) -> PictureWants {
        travel.note(offset: contentOffset.y)
        let items = itemsToPrefetch(downward: travel.isDownward)
        return PictureWants(shown: items.visible.flatMap(requests), ahead: items.ahead.flatMap(requests))
    }
}
