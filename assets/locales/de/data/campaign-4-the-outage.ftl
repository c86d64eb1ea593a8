# Die Texte von scenarios/campaign-4-the-outage.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 4. Der Ausfall
description = Nach einer Minute fällt zone-a für zwei Minuten aus, und beide API-Kopien hinter dem Load Balancer laufen dort. Jede Anfrage in dieser Zeit bliebe hängen, und das Fehlerbudget würde das nicht überstehen. Sorge dafür, dass der Shop fünf Minuten lang Bestellungen annimmt.
hints-0-say = Jede API-Kopie hinter dem Load Balancer steht in zone-a, und zone-a fällt um 1:00 für zwei Minuten aus: Sie teilen ihr Schicksal. Erforsche Multiple zones (R) und verschiebe dann eine Kopie in ihrem Inspektor nach zone-b.
hints-1-say = Jede API-Kopie hinter dem Load Balancer steht in zone-a, und zone-a fällt um 1:00 für zwei Minuten aus. Verschiebe eine davon nach zone-b (im Inspektor von api-2): Der Load Balancer schickt dann jede Bestellung an die Kopie, die läuft.
hints-2-say = zone-a ist ausgefallen, und jede API-Kopie, an die der Load Balancer sendet, steht dort: Keine Bestellung kommt durch. Eine Kopie in einer ausgefallenen Zone lässt sich nicht verschieben: Platziere eine neue API-Kopie (Bauen; Multiple zones erforscht, R), setz in ihrem Inspektor die Zone auf zone-b und verlinke den Load Balancer mit ihr und sie mit der Queue (mit Shift ziehen).
nodes-lb-name = Load Balancer
