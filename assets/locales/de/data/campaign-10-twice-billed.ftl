# Die Texte von scenarios/campaign-10-twice-billed.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 10. Doppelt abgerechnet
description = Billing schreibt für jede Bestellung eine Rechnung, und E-Mail verschickt die Bestätigung. Beide Worker stürzen ab und zu zwischen der Arbeit und dem Speichern ihres Fortschritts ab, und jeder Neustart erledigt diese Arbeit noch einmal: Kunden bekommen zweite Rechnungen und zweite E-Mails. Der erste Absturz kommt um 0:30, weitere folgen. Das Fehlerbudget muss bis 5:00 reichen.
hints-0-say = Ein neu gestarteter Worker liest ab seinem letzten Commit erneut, und billing-1 schreibt für jede gelesene Bestellung eine Rechnung: Nach einem Absturz bekommen manche Kunden eine zweite. Schalte im Inspektor der Datenbank invoices den Unique Key ein, und eine zweite Rechnung für dieselbe Bestellung wird abgelehnt.
hints-1-say = email-1 verschickt für jede gelesene Bestellung eine Bestätigung, und nach einem Absturz lehnt nichts die zweite ab. Verlinke email-1 mit einer Datenbank mit Unique Key (mit Shift ziehen; invoices geht, mit eingeschaltetem Unique Key): Er trägt dort jede Bestätigung ein, und eine wiederholte Bestellung ändert nichts.
nodes-api-name = Shop-API
