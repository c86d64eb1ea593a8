# The texts of scenarios/incident-hanging-transaction.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: transacción colgada
description = El libro contable solo registra pagos confirmados: su grupo lee read_committed. A las 0:30 un proceso de reembolsos abre una transacción en payments y se cuelga, y el broker no la abortará hasta dentro de 15 minutos. Hasta entonces el libro contable espera en el primer registro del proceso. Registra 8000 pagos en el libro contable en cuatro minutos.
hints-0-say = Hay una transacción colgada en payments: ledger lee read_committed y espera en el last stable offset, con su lag cerca de 0 mientras se atrasa más cada segundo, y el broker no la abortará hasta dentro de 15 minutos. Aborta la transacción colgada en el Inspector del stream payments (kafka-transactions.sh abort hace lo mismo).
groups-0-name = ledger
nodes-api-name = Shop API
