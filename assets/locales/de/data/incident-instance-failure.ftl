# Die Texte von scenarios/incident-instance-failure.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Instanzausfall
description = Der Shop betreibt einen API-Host und keinen Load Balancer. Bei 30 s stirbt der Host darunter, und jede Bestellung, die gesendet wird, während er down ist, bleibt hängen: Das Fehlerbudget (95 %) reicht dafür etwa 12 s. Sorge dafür, dass der Shop vier Minuten lang Bestellungen annimmt.
hints-0-say = Der Host der API ist tot, und nichts anderes nimmt ihre Bestellungen an. Ersetze ihn in ihrem Inspektor: Du zahlst {"{"}price:api{"}"} für einen neuen Host, und er startet kalt. Nächstes Mal hält eine zweite Kopie hinter einem Load Balancer mit Health checks die Bestellungen am Fließen.
nodes-api-name = Shop-API
