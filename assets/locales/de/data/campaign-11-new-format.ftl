# Die Texte von scenarios/campaign-11-new-format.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 11. Das neue Format
description = Um 1:00 liefert das Checkout-Team eine neue API aus, die in jeder Bestellung ein Feld umbenennt. Billing, E-Mail und Analytics lesen alle den Stream orders, und niemand hat geprüft, ob sie die neue Form lesen können. Der Lag von billing und email muss auf jeder Partition bei höchstens 500 bleiben, und jede Bestellung, die Analytics bis 5:00 nicht gezählt hat, ist Geld, das der Shop nicht bekommt.
hints-0-say = Bei der ersten Bestellung im neuen Format stehen geblieben: {"{"}blocked:orders{"}"}. Aktualisiere im Inspektor des Streams orders jede gestoppte Gruppe, damit sie weiterliest; die API zurückzurollen (in ihrem Inspektor) verhindert nur weitere unlesbare Bestellungen.
hints-1-say = Um 1:00 liefert das Checkout-Team eine API aus, die in jeder Bestellung ein Feld umbenennt, und niemand hat geprüft, ob billing, email und analytics sie lesen können. Eine Schema Registry prüft jedes neue Format gegen das, was die Leser lesen können, und lehnt eine inkompatible Änderung ab, bevor sie ausgeliefert wird: Erforsche Schema registry (R) vor 1:00.
nodes-api-name = Shop-API
