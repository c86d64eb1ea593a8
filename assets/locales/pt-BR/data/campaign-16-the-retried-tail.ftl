# Os textos de scenarios/campaign-16-the-retried-tail.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = 16. A cauda reenviada
description = O stream stock guarda três cópias de cada partição e só confirma um movimento de estoque quando todo broker sincronizado o tem: um broker que para não perde nada. A partir de 0:30 os brokers passam por um upgrade gradual, um reinício a cada 25 s. O serviço de estoque soma os movimentos de cada produto na contagem dele. Mantenha o orçamento de erros vivo até 5:00.
hints-0-say = O produtor de stock roda sem idempotência (acks={"{"}acks:stock{"}"}): a cada reinício ele reenvia o que não lhe disseram que foi gravado, e o novo líder grava pela segunda vez o que já tinha, atrás de movimentos mais novos. No Inspetor do stream stock, mantenha acks em all e ative a Idempotência (padrão do Kafka desde a 3.0): um lote reenviado é então gravado uma vez, em ordem.
nodes-api-name = API do armazém
