# The build menu (src/ui/build.rs).

# $kind: the component's code in the catalog.
build-placing-hint = Klicke aufs Spielfeld, um { $kind } zu platzieren. Esc bricht ab.
build-title = Bauen
build-intro = Wähle eine Komponente und klicke dann aufs Spielfeld: Sie wird zu einem Node, einer eigenen Karte (ihr Preis zählt als Ausgabe für Nodes). Zieh eine Karte, um sie zu verschieben; zieh mit Shift von einer Karte zu einer anderen, um sie zu verlinken.
build-worker-group = Gruppe für neue Worker:
# $first: money; $growth and $refund: whole percentages.
build-price-hover = { $first } für die erste Kopie; jede weitere kostet { $growth } % mehr als die davor. Verkaufen erstattet { $refund } % dessen, was die letzte Kopie gekostet hat.
build-burn = verbrennt { $burn }/s
# $research: the research's name in the catalog.
build-needs = braucht { $research }
build-place = Platzieren
# $takes and $sends: the kinds of traffic; $about: the catalog's description.
build-place-hover = Nimmt { $takes }, sendet { $sends }. { $about }
