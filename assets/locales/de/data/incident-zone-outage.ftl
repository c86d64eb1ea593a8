# Die Texte von scenarios/incident-zone-outage.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = Vorfall: Zonenausfall
description = Beide API-Kopien hinter dem Load Balancer laufen in zone-a, und zone-a fällt bei 60 s für zwei Minuten aus. Jede Bestellung, die in dieser Zeit gesendet wird, bliebe hängen, und das Fehlerbudget reicht dafür etwa 12 s. Multiple zones ist schon erforscht. Sorge dafür, dass der Shop vier Minuten lang Bestellungen annimmt.
hints-0-say = zone-a ist ausgefallen, und jede API-Kopie, an die der Load Balancer sendet, steht dort: Keine Bestellung kommt durch. Eine Kopie in einer ausgefallenen Zone lässt sich nicht verschieben: Platziere eine neue API-Kopie (Bauen), setz in ihrem Inspektor die Zone auf zone-b und verlinke den Load Balancer mit ihr und sie mit der Queue (mit Shift ziehen).
hints-1-say = Jede API-Kopie hinter dem Load Balancer steht in zone-a, die bei 60 s für zwei Minuten ausfällt: Sie teilen ihr Schicksal. Setz im Inspektor von api-2 die Zone auf zone-b: Die Health Checks des Load Balancers schicken dann jede Bestellung an die Kopie, die läuft.
nodes-lb-name = Load Balancer
