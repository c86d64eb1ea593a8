# Os textos de scenarios/incident-hanging-transaction.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = Incidente: transação travada
description = O ledger só lança pagamentos confirmados: o grupo dele lê read_committed. Em 0:30 um job de reembolso abre uma transação em payments e trava, e o broker só vai abortá-la daqui a 15 minutos. Até lá o ledger espera no primeiro registro do job. Lance 8.000 pagamentos no ledger em até quatro minutos.
hints-0-say = Uma transação está travada em payments: ledger lê read_committed e espera no last stable offset, com o lag perto de 0 enquanto fica mais para trás a cada segundo, e o broker só vai abortá-la daqui a 15 minutos. Aborte a transação travada no Inspetor do stream payments (kafka-transactions.sh abort faz o mesmo).
groups-0-name = ledger
nodes-api-name = Shop API
