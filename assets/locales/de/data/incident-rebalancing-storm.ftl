# Die Texte von scenarios/incident-rebalancing-storm.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Rebalance-Sturm
description = Sechs Billing-Worker mit halber Geschwindigkeit halten mit 40 Bestellungen pro Sekunde mit, aber ein voller Poll von 500 Records dauert bei einem von ihnen 67 s, und die Gruppe wirft ein Mitglied hinaus, das länger als 60 s braucht. Bei 10 s wird ein Mitglied für zwei Minuten langsamer; jeder Rauswurf hält die ganze Gruppe für einen Rebalance an, der Rückstand wächst, und auch andere verpassen die Frist, lange nachdem das langsame Mitglied wieder gesund ist. Bring den Lag von billing ab 300 s auf jeder Partition unter 800.
hints-0-say = billing-1 ist langsamer geworden und braucht für einen Poll länger als das Poll-Intervall von billing ({"{"}poll:billing{"}"}): Jeder Rauswurf hält die ganze Gruppe für einen Rebalance an, und durch den Rückstand verpassen es auch andere. Verdopple das Poll-Intervall der Gruppe billing im Inspektor des Streams orders, und ein langsames Mitglied wird nicht mehr hinausgeworfen.
nodes-api-name = Shop-API
