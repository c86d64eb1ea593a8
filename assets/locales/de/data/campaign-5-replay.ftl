# Die Texte von scenarios/campaign-5-replay.scenario.ron, zu übersetzen: jede ID und jedes {"{"}…{"}"} bleibt, wie es ist.

name = 5. Analytics noch einmal abspielen
description = Analytics hat die Liefergebühr vergessen; der Fix ist deployt, aber jede bisherige Bestellung wurde falsch gezählt. Der Stream hält noch jede Bestellung. Lass Analytics alle noch einmal zählen und lass Billing in Ruhe: Ein zweiter Durchlauf dort würde jede Rechnung doppelt verschicken.
hints-0-say = Der Stream hält noch jede Bestellung, die Analytics falsch gezählt hat, und eine Gruppe kann ihr Log noch einmal von vorn lesen, aber Kafka setzt nur eine leere Gruppe zurück: Stoppe analytics-1 (in seinem Inspektor; ein pausierter Consumer ist weiterhin Mitglied), tippe reset group analytics to 0 in die Konsole (`) und starte ihn dann.
hints-1-say = analytics-1 ist gestoppt, also ist die Gruppe analytics leer und darf zurückgesetzt werden: Tippe reset group analytics to 0 in die Konsole (`) und starte dann analytics-1 in seinem Inspektor.
hints-2-say = Die Gruppe analytics steht am Anfang jeder Partition von orders. Starte analytics-1 in seinem Inspektor, und er liest jede Bestellung noch einmal.
nodes-api-name = Shop-API
