# The build menu (src/ui/build.rs).

# $kind: the component's code in the catalog.
build-placing-hint = Haz clic en el tablero para colocar { $kind }. Esc cancela.
build-title = Construir
build-intro = Elige un componente y luego haz clic en el tablero: se convierte en un Node, una carta propia (su precio cuenta como gastado en Nodes). Arrastra una carta para moverla; arrastra con Shift de una carta a otra para enlazarlas.
build-worker-group = Grupo para Workers nuevos:
# $first: money; $growth and $refund: whole percentages.
build-price-hover = { $first } la primera copia; cada copia más cuesta un { $growth } % más que la anterior. Al vender se reembolsa el { $refund } % de lo que costó la última copia.
build-burn = quema { $burn }/s
# $research: the research's name in the catalog.
build-needs = requiere { $research }
build-place = Colocar
# $takes and $sends: the kinds of traffic; $about: the catalog's description.
build-place-hover = Recibe { $takes }, envía { $sends }. { $about }
