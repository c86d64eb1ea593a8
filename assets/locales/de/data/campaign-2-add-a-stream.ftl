# Die Texte von scenarios/campaign-2-add-a-stream.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 2. Ein Stream kommt dazu
description = Billing liest Bestellungen aus einer Queue. Analytics will dieselben Bestellungen, und sein Worker wurde ebenfalls mit der Queue verlinkt: Jetzt geht jede Bestellung an nur einen der beiden, und beide verfehlen ihr Ziel. Jeder muss 3.000 Bestellungen verarbeiten.
hints-0-say = {"{"}groups:orders-queue{"}"} holen ihre Bestellungen aus orders-queue, und eine Queue gibt jede Bestellung an genau einen Worker: Jede Gruppe sieht nur einen Teil davon. Setz einen Event Stream zwischen die API und die Worker (Bauen, dann die Links mit Shift ziehen) und entferne den Link von der API zur Queue: Jede Gruppe liest jedes Event in ihrem eigenen Tempo.
nodes-api-name = Shop-API
