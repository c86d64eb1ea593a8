# The build menu (src/ui/build.rs).

# $kind: the component's code in the catalog.
build-placing-hint = Clique no tabuleiro para posicionar { $kind }. Esc cancela.
build-title = Construir
build-intro = Escolha um componente e clique no tabuleiro: ele vira um Node, uma carta própria (seu preço conta como gasto em Nodes). Arraste uma carta para movê-la; arraste com Shift de uma carta para outra para ligá-las.
build-worker-group = Grupo para novos Workers:
# $first: money; $growth and $refund: whole percentages.
build-price-hover = { $first } pela primeira cópia; cada cópia a mais custa { $growth }% a mais que a anterior. Vender reembolsa { $refund }% do que custou a última cópia.
build-burn = queima { $burn }/s
# $research: the research's name in the catalog.
build-needs = requer { $research }
build-place = Posicionar
# $takes and $sends: the kinds of traffic; $about: the catalog's description.
build-place-hover = Recebe { $takes }, envia { $sends }. { $about }
