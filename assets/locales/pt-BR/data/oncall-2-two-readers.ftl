# Os textos de scenarios/oncall-2-two-readers.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como estão.

name = De plantão 2. Dois leitores
description = Todo pagamento vai da API direto para dois Workers: ledger-1 o lança no Banco de dados ledger, e fraud-1 o verifica. As zonas deles vão passar por manutenção: a zone-b, onde roda ledger-1, cai em 1:00 por um minuto, e a zone-c, a de fraud-1, em 2:30. O que chega a um Worker enquanto ele está fora do ar se perde. A partir de 3:50, ledger-1 também cai de vez em quando, antes de salvar até onde chegou. Mantenha o orçamento de erros vivo até 5:00, e não construa mais do que o trabalho exige.
hints-0-say = A API entrega os pagamentos direto aos Workers de {"{"}groups:api{"}"}, sem nada no meio: um pagamento que chega a um Worker fora do ar se perde; um que espera num buffer é lido quando o Worker volta. Os dois grupos precisam de todos os pagamentos: uma Queue dá cada um a um só leitor, um Event Stream dá todos a cada grupo.
hints-1-say = ledger-1 lança cada pagamento que lê no Banco de dados ledger, e nada ali recusa um segundo lançamento: um Worker que cai antes do commit lê de novo seus últimos pagamentos e os lança duas vezes. Ative a chave única no Inspetor do Banco de dados ledger: um segundo lançamento do mesmo pagamento passa a ser recusado.
nodes-api-name = API de pagamentos
